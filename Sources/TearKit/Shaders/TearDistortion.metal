// Placeholder replaced by the shader work (issue 3).
