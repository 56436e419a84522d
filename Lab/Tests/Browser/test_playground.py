"""Browser tests of `tearkit playground`: the page as a designer uses it, in headless Chromium.

The server is the built `tearkit` (env TEARKIT, default Lab/.build/debug/tearkit), started once for the
module as `tearkit playground` and stopped with SIGINT at the end (it must exit 0). Each test opens its
own tab, so each has a session of its own. What a test asserts is what a person would notice: pixels
read back from the page's canvas, the controls on the page, a downloaded file. The WebSocket messages
the page receives are recorded too (from the browser's side), to know what the server announced.

Run with Lab/Scripts/browser-tests.sh (it builds the tool first). Needs Debian's chromium and the
Python packages playwright and pytest; the browser is never downloaded (env CHROMIUM overrides the path).
"""

import json
import os
import pathlib
import queue
import re
import signal
import socket
import struct
import subprocess
import threading
import time
import urllib.request
import zlib

import pytest
from playwright.sync_api import expect, sync_playwright

REPOSITORY = pathlib.Path(__file__).resolve().parents[3]
TEARKIT = os.path.abspath(os.environ.get("TEARKIT") or REPOSITORY / "Lab/.build/debug/tearkit")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

READY_LINE = re.compile(r"^TearKit playground: (http://127\.0\.0\.1:(\d+)/)$")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# The control the page makes for each kind of option (the hello message's "kind"): its inputs' types.
CONTROLS = {"number": "range number", "choice": "select-one", "seed": "text", "text": "text", "point": "text"}


# MARK: The server and the browser


class Server:
    """A running `tearkit playground`: its URL and port."""

    def __init__(self, process, url, port):
        self.process = process
        self.url = url
        self.port = port
        self.origin = url.rstrip("/")


@pytest.fixture(scope="module")
def server():
    assert os.access(TEARKIT, os.X_OK), f"no tearkit executable at {TEARKIT} (set TEARKIT, or build it first)"
    process = subprocess.Popen(
        [TEARKIT, "playground"], stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True, cwd=REPOSITORY
    )
    lines = queue.Queue()

    def read_stdout():
        # Every line the server prints, so its pipe never fills.
        for line in process.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    threading.Thread(target=read_stdout, daemon=True).start()
    try:
        first = lines.get(timeout=60)
    except queue.Empty:
        process.kill()
        pytest.fail("tearkit playground printed no line within 60 s")
    match = READY_LINE.match(first or "")
    if not match:
        process.kill()
        pytest.fail(f"tearkit playground's first line is not its URL: {first!r} (exit {process.poll()})")
    yield Server(process, match.group(1), int(match.group(2)))

    assert process.poll() is None, f"the server stopped during the tests (exit {process.returncode})"
    process.send_signal(signal.SIGINT)
    try:
        code = process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        pytest.fail("tearkit playground did not stop within 10 s of SIGINT")
    assert code == 0, f"tearkit playground exited {code} after SIGINT"


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield launched
        launched.close()


@pytest.fixture
def context(browser):
    made = browser.new_context(accept_downloads=True, viewport={"width": 1280, "height": 1000})
    made.set_default_timeout(20_000)
    yield made
    made.close()


@pytest.fixture
def playground(context, server):
    """A tab showing the playground, once it has drawn its first frame."""
    tab = Tab(context.new_page(), server)
    tab.open()
    yield tab
    assert tab.page_errors == [], f"the page's script threw: {tab.page_errors}"


# MARK: A tab and what it receives


class Tab:
    """One page of the playground, with the requests it made and the messages its socket carried."""

    def __init__(self, page, server):
        self.page = page
        self.server = server
        self.requests = []
        self.sockets = []
        self.received = []  # the server's JSON messages, parsed, in order
        self.sent_binary = []  # sizes of the binary messages the page sent (pictures)
        self.page_errors = []  # exceptions the page's script did not catch
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))
        page.on("websocket", self._watch)

    def _watch(self, socket_):
        self.sockets.append(socket_.url)

        def received(payload):
            if isinstance(payload, str):
                self.received.append(json.loads(payload))

        def sent(payload):
            if isinstance(payload, bytes):
                self.sent_binary.append(len(payload))

        socket_.on("framereceived", received)
        socket_.on("framesent", sent)

    def open(self):
        self.page.goto(self.server.url)
        self.wait_for(lambda: self.hello is not None and self.state is not None, "the hello and state messages")
        self.wait_for(lambda: self.frame() > 0, "the first frame")

    # The messages.

    def messages(self, kind):
        return [message for message in self.received if message.get("type") == kind]

    @property
    def hello(self):
        found = self.messages("hello")
        return found[0] if found else None

    @property
    def state(self):
        found = self.messages("state")
        return found[-1] if found else None

    def effect(self, name):
        return next(effect for effect in self.hello["effects"] if effect["name"] == name)

    def wait_for(self, condition, what, timeout=20.0):
        """Waits (letting the page's events in) until `condition()` holds."""
        deadline = time.monotonic() + timeout
        while True:
            if condition():
                return
            if time.monotonic() > deadline:
                pytest.fail(f"timed out after {timeout:g} s waiting for {what}")
            self.page.wait_for_timeout(40)

    def wait_for_state(self, condition, what, timeout=20.0):
        self.wait_for(lambda: self.state is not None and condition(self.state), what, timeout)
        return self.state

    # The canvas.

    def frame(self):
        """The number of the last frame the page drew (0: none yet)."""
        return int(self.page.evaluate("document.getElementById('canvas').dataset.frame || '0'"))

    def settle(self, quiet=0.5, timeout=20.0):
        """Waits until no new frame has come for `quiet` seconds (nothing is moving)."""
        deadline = time.monotonic() + timeout
        last, since = self.frame(), time.monotonic()
        while time.monotonic() - since < quiet:
            if time.monotonic() > deadline:
                pytest.fail("frames kept coming: the picture never came to rest")
            self.page.wait_for_timeout(50)
            now = self.frame()
            if now != last:
                last, since = now, time.monotonic()

    def view(self):
        """Where the view lies in the frame, in its pixels: x, y, width, height."""
        view = self.state["view"]
        return view["x"], view["y"], view["width"], view["height"]

    def snapshot(self, name):
        """Keeps the canvas's pixels under `name`, in the page, for later comparison."""
        self.page.evaluate(
            """(name) => {
                const canvas = document.getElementById('canvas');
                window.__shots = window.__shots || {};
                window.__shots[name] = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
            }""",
            name,
        )

    def changed(self, name, rect=None):
        """The share of pixels in `rect` (frame pixels; default: the view) that differ from snapshot `name`."""
        x, y, width, height = rect or self.view()
        return self.page.evaluate(
            """([name, x, y, width, height]) => {
                const canvas = document.getElementById('canvas');
                const before = window.__shots[name];
                if (before.width !== canvas.width || before.height !== canvas.height) return 1;
                const now = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
                const then = before.data;
                let changed = 0, total = 0;
                const x0 = Math.max(0, Math.floor(x)), y0 = Math.max(0, Math.floor(y));
                const x1 = Math.min(canvas.width, Math.ceil(x + width)), y1 = Math.min(canvas.height, Math.ceil(y + height));
                for (let row = y0; row < y1; row++) {
                    for (let column = x0; column < x1; column++) {
                        const i = (row * canvas.width + column) * 4;
                        total++;
                        if (Math.abs(now[i] - then[i]) > 24 || Math.abs(now[i + 1] - then[i + 1]) > 24 ||
                            Math.abs(now[i + 2] - then[i + 2]) > 24 || Math.abs(now[i + 3] - then[i + 3]) > 24) changed++;
                    }
                }
                return total ? changed / total : 0;
            }""",
            [name, x, y, width, height],
        )

    def pixel(self, x, y):
        """The canvas's RGBA at frame pixel (x, y)."""
        return self.page.evaluate(
            """([x, y]) => Array.from(document.getElementById('canvas').getContext('2d')
                .getImageData(Math.floor(x), Math.floor(y), 1, 1).data)""",
            [x, y],
        )

    def fingerprint(self):
        """A checksum of the canvas's pixels, to tell two frames apart."""
        return self.page.evaluate(
            """() => {
                const canvas = document.getElementById('canvas');
                const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
                let hash = 2166136261;
                for (let i = 0; i < data.length; i += 3) hash = Math.imul(hash ^ data[i], 16777619);
                return `${canvas.width}x${canvas.height}:${hash >>> 0}`;
            }"""
        )

    def opaque_variety(self):
        """Over a grid across the view: the share of opaque points and how many colours they have."""
        x, y, width, height = self.view()
        return self.page.evaluate(
            """([x, y, width, height]) => {
                const context = document.getElementById('canvas').getContext('2d');
                let opaque = 0, total = 0;
                const colours = new Set();
                for (let j = 1; j < 20; j++) {
                    for (let i = 1; i < 20; i++) {
                        const d = context.getImageData(Math.floor(x + width * i / 20), Math.floor(y + height * j / 20), 1, 1).data;
                        total++;
                        if (d[3] > 200) opaque++;
                        colours.add(`${d[0] >> 4},${d[1] >> 4},${d[2] >> 4}`);
                    }
                }
                return [opaque / total, colours.size];
            }""",
            [x, y, width, height],
        )

    def on_page(self, x, y):
        """A frame pixel's position on the page, in CSS pixels (the canvas may be drawn at any size)."""
        box = self.page.locator("#canvas").bounding_box()
        size = self.page.evaluate("[document.getElementById('canvas').width, document.getElementById('canvas').height]")
        return box["x"] + x * box["width"] / size[0], box["y"] + y * box["height"] / size[1]

    def drag(self, from_point, to_point, steps=20, release=True):
        """Presses at `from_point` (frame pixels), moves to `to_point` in `steps` a hand's pace apart
        (25 ms), holds still a moment and releases (unless `release` is false)."""
        mouse = self.page.mouse
        (x0, y0), (x1, y1) = self.on_page(*from_point), self.on_page(*to_point)
        mouse.move(x0, y0)
        mouse.down()
        for step in range(1, steps + 1):
            mouse.move(x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps)
            self.page.wait_for_timeout(25)
        if release:
            self.page.wait_for_timeout(150)
            mouse.up()

    def controls(self, effect):
        """The controls the hello message asks for `effect` (option, input types) and those on the page."""
        expected = [[option["name"], CONTROLS[option["kind"]]] for option in effect["options"]]
        shown = self.page.eval_on_selector_all(
            "#controls [data-option]",
            """rows => rows.map(row => [row.dataset.option,
                Array.from(row.querySelectorAll('input, select'), e => e.type).join(' ')])""",
        )
        return expected, shown

    def choose_effect(self, name):
        self.page.select_option("#effect", name)
        return self.wait_for_state(lambda state: state["effect"] == name, f"the state of {name}")


def drag_line(tab, fraction):
    """The drag from the top edge's middle down `fraction` of the view's height, and the strip it crosses."""
    x, y, width, height = tab.view()
    middle = x + width / 2
    start = (middle, y + 2)
    end = (middle, y + height * fraction)
    # The strip along the drag, a few points wide, where the gap opens.
    strip = (middle - 6, y + height * 0.03, 12, height * (fraction - 0.05))
    return start, end, strip


def solid_png(width, height, rgb):
    """A PNG of one colour, written with zlib and struct only."""

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    row = b"\x00" + bytes(rgb) * width
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return PNG_SIGNATURE + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(row * height)) + chunk(b"IEND", b"")


# MARK: Loading


def test_page_loads_offline_with_the_card_and_every_effect(playground, server):
    tab = playground
    outside = [url for url in tab.requests if not url.startswith(server.origin + "/") and not url.startswith("data:")]
    assert outside == [], f"the page asked for something outside the served origin: {outside}"
    assert tab.sockets and all(url.startswith(f"ws://127.0.0.1:{server.port}/") for url in tab.sockets), tab.sockets

    opaque, colours = tab.opaque_variety()
    assert opaque > 0.9, f"the card should fill its view; only {opaque:.0%} of it is opaque"
    assert colours >= 3, "the canvas shows a blank picture, not the sample card"

    names = [effect["name"] for effect in tab.hello["effects"]]
    assert names, "the hello message names no effect"
    listed = tab.page.eval_on_selector_all("#effect option", "options => options.map(o => o.value)")
    assert listed == names
    expect(tab.page.locator("#error")).to_have_text("")

    # The first effect's controls, from its hello entry.
    effect = tab.effect(tab.state["effect"])
    expected, shown = tab.controls(effect)
    assert shown == expected
    dragged = effect["interaction"] == "drag"
    expect(tab.page.locator("#drag-controls")).to_be_visible(visible=dragged)
    expect(tab.page.locator("#play-controls")).to_be_visible(visible=not dragged)


# MARK: Tearing


def test_a_long_drag_opens_a_gap_and_breaks(playground):
    tab = playground
    # Released past the break threshold (0.9 of the way by default): nearly to the bottom edge.
    start, end, strip = drag_line(tab, 0.97)
    tab.snapshot("card")

    before = tab.frame()
    tab.drag(start, end, release=False)
    tab.wait_for(lambda: tab.frame() > before and tab.changed("card", strip) > 0.2, "a gap along the drag", 10)
    # The README's picture of the page: the card torn open under the pointer (TEARKIT_SCREENSHOT, a PNG path).
    screenshot = os.environ.get("TEARKIT_SCREENSHOT")
    if screenshot:
        tab.page.screenshot(path=screenshot)
    tab.page.mouse.up()

    tab.wait_for(lambda: tab.messages("completion"), "the tear's completion", 10)
    assert tab.messages("completion")[-1]["broke"] is True
    expect(tab.page.locator("#broken")).to_be_checked()
    tab.wait_for_state(lambda state: state["phase"] == "broken", "the broken phase", 10)
    tab.settle()
    assert tab.changed("card", strip) > 0.2, "the broken card shows no gap along the drag"


def test_a_short_drag_closes_again(playground):
    tab = playground
    start, end, strip = drag_line(tab, 0.2)
    tab.snapshot("card")

    tab.drag(start, end, steps=8, release=False)
    tab.wait_for(lambda: tab.changed("card", strip) > 0.05, "a gap along the short drag", 10)
    tab.page.mouse.up()
    # Back to the card within about two seconds of the release (three, for a loaded machine).
    released = time.monotonic()
    tab.wait_for(lambda: tab.messages("completion"), "the tear's completion", 3)
    assert tab.messages("completion")[-1]["broke"] is False
    whole_view = tab.view()
    left = max(0.5, 3 - (time.monotonic() - released))
    tab.wait_for(lambda: tab.changed("card", whole_view) < 0.001, "the card closed again", left)
    expect(tab.page.locator("#broken")).not_to_be_checked()
    assert tab.state["isBroken"] is False


def test_the_broken_toggle_breaks_and_restores_the_card(playground):
    tab = playground
    tab.snapshot("card")

    tab.page.locator("#broken").check()
    tab.wait_for_state(lambda state: state["isBroken"], "isBroken in the state", 5)
    tab.wait_for(lambda: tab.changed("card") > 0.02, "the card breaking", 10)
    tab.wait_for_state(lambda state: state["phase"] == "broken", "the broken phase", 10)

    tab.page.locator("#broken").uncheck()
    tab.wait_for_state(lambda state: not state["isBroken"], "isBroken off in the state", 5)
    tab.wait_for(lambda: tab.changed("card") < 0.001, "the card restored", 5)
    expect(tab.page.locator("#broken")).not_to_be_checked()


# MARK: Effects that play


def test_every_play_effect_has_its_controls_plays_and_scrubs(playground):
    tab = playground
    played = [effect for effect in tab.hello["effects"] if effect["interaction"] == "play"]
    assert played, "the hello message names no effect that plays"
    for effect in played:
        name = effect["name"]
        tab.choose_effect(name)
        expected, shown = tab.controls(effect)
        assert shown == expected, f"{name}: the controls {shown} are not the options {expected}"
        expect(tab.page.locator("#play-controls")).to_be_visible()
        expect(tab.page.locator("#drag-controls")).to_be_hidden()

        # Playing changes the frame over time.
        if not tab.state["playing"]:
            tab.page.click("#play")
        tab.wait_for_state(lambda state: state["playing"], f"{name} playing", 10)
        first = tab.frame()
        tab.wait_for(lambda: tab.frame() > first, f"{name}'s next frame", 20)
        seen = tab.fingerprint()
        tab.wait_for(lambda: tab.fingerprint() != seen, f"{name}'s frames changing while it plays", 20)

        # The scrubber seeks: the frames at 0 and at 0.5 differ.
        fingerprints = {}
        for position in (0.0, 0.5):
            # A range input fires no event when it already shows the value (a loop back at 0): move
            # it elsewhere first, as a hand would.
            tab.page.locator("#scrubber").fill("0.25")
            tab.page.locator("#scrubber").fill(f"{position:g}")
            tab.wait_for_state(
                lambda state: not state["playing"] and abs(state["progress"] - position) < 0.02,
                f"{name} paused at {position}",
                10,
            )
            tab.settle()
            fingerprints[position] = tab.fingerprint()
        assert fingerprints[0.0] != fingerprints[0.5], f"{name}: the frames at 0 and 0.5 are the same"
        expect(tab.page.locator("#play")).to_have_text("Play")


# MARK: Parameters and the generated Swift


def test_a_changed_number_shows_in_the_swift_and_reset_removes_it(playground):
    tab = playground
    effect = tab.effect(tab.state["effect"])
    option = next(o for o in effect["options"] if o["kind"] == "number" and o["max"] > o["min"])
    low, high, default = option["min"], option["max"], option["default"]
    if high - low >= 4:
        value = int(round(low + (high - low) * 0.7))
        value = value + 1 if value == default else value
    else:
        value = round(low + (high - low) * 0.7, 2)
        value = round(value + 0.01, 2) if value == default else value
    text = f"{value:g}"

    swiftui = tab.page.locator("#swiftui")
    assert tab.state["values"] == {}
    default_code = swiftui.text_content()
    assert default_code, "no SwiftUI code is shown"

    box = tab.page.locator(f'#controls [data-option="{option["name"]}"] input[type="number"]')
    box.fill(text)
    box.press("Enter")
    tab.wait_for_state(lambda state: state["values"].get(option["name"]) == text, f"{option['name']} = {text}")
    expect(swiftui).to_contain_text(text)
    # The slider beside the box follows it (to within its step).
    slider = tab.page.locator(f'#controls [data-option="{option["name"]}"] input[type="range"]')
    assert abs(float(slider.input_value()) - value) <= (high - low) / 100

    # The slider is keyboard-usable too: an arrow key moves it and sends the new value.
    slider.focus()
    slider.press("ArrowLeft")
    tab.wait_for_state(lambda state: state["values"].get(option["name"]) not in (None, text), "the slider's value")

    tab.page.click("#reset")
    tab.wait_for_state(lambda state: state["values"] == {}, "every value back to its default")
    expect(swiftui).to_have_text(default_code)
    assert text not in swiftui.text_content() or text in default_code
    expect(box).to_have_value("" if default is None else re.compile(r"^" + re.escape(f"{default:g}")))


def test_copy_puts_the_swift_on_the_clipboard(context, playground, server):
    tab = playground
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.origin)
    for code in ("swiftui", "uikit"):
        block = tab.page.locator(f"#{code}")
        if not block.is_visible():
            continue
        tab.page.click(f'button.copy[data-copy="{code}"]')
        expect(tab.page.locator("#copied")).to_have_text("Copied.")
        assert tab.page.evaluate("navigator.clipboard.readText()") == block.text_content()


# MARK: Saving


def test_save_downloads_an_apng(playground):
    tab = playground
    with tab.page.expect_download(timeout=300_000) as download_info:
        tab.page.click("#save")
    download = download_info.value
    assert download.suggested_filename == f"{tab.state['effect']}.apng"
    data = pathlib.Path(download.path()).read_bytes()
    assert data.startswith(PNG_SIGNATURE), "the download is not a PNG"
    assert b"acTL" in data, "the download is a still PNG, not an animation (no acTL chunk)"
    expect(tab.page.locator("#save")).to_be_enabled()


# MARK: Pictures


def test_a_chosen_or_dropped_picture_replaces_the_card(playground):
    tab = playground
    tab.page.set_input_files("#file", files=[{"name": "red.png", "mimeType": "image/png", "buffer": solid_png(64, 48, (255, 0, 0))}])
    tab.wait_for_state(lambda state: state["view"]["width"] == 64 and state["view"]["height"] == 48, "the red picture's view")
    x, y, width, height = tab.view()
    tab.wait_for(lambda: tab.pixel(x + width / 2, y + height / 2)[:3] == [255, 0, 0], "the red picture on the canvas")

    # Dropped on the preview: a blue one.
    blue = list(solid_png(40, 30, (0, 0, 255)))
    transfer = tab.page.evaluate_handle(
        """(bytes) => {
            const transfer = new DataTransfer();
            transfer.items.add(new File([new Uint8Array(bytes)], 'blue.png', { type: 'image/png' }));
            return transfer;
        }""",
        blue,
    )
    tab.page.dispatch_event("#canvas", "dragover", {"dataTransfer": transfer})
    tab.page.dispatch_event("#canvas", "drop", {"dataTransfer": transfer})
    tab.wait_for_state(lambda state: state["view"]["width"] == 40, "the blue picture's view")
    x, y, width, height = tab.view()
    tab.wait_for(lambda: tab.pixel(x + width / 2, y + height / 2)[:3] == [0, 0, 255], "the blue picture on the canvas")

    # And back to the card.
    tab.page.click("#card")
    tab.wait_for_state(lambda state: state["view"]["width"] > 64, "the sample card's view")
    tab.wait_for(lambda: tab.opaque_variety()[1] >= 3, "the sample card on the canvas")


def test_a_bad_or_large_picture_shows_an_error_and_the_page_still_tears(playground, tmp_path):
    tab = playground
    error = tab.page.locator("#error")

    tab.page.set_input_files("#file", files=[{"name": "garbage.png", "mimeType": "image/png", "buffer": b"not a picture " * 40}])
    expect(error).not_to_have_text("", timeout=10_000)
    expect(tab.page.locator("#error-box")).to_be_visible()
    assert tab.page.get_attribute("#error", "role") == "alert"

    # A file over the server's limit is refused by the page itself: nothing is sent.
    tab.page.click("#error-dismiss")
    expect(error).to_have_text("")
    sent = len(tab.sent_binary)
    limit = tab.hello["limits"]["uploadBytes"]
    large = tmp_path / "large.png"
    with open(large, "wb") as file:
        file.write(PNG_SIGNATURE)
        file.truncate(limit + 1)
    tab.page.set_input_files("#file", str(large))
    expect(error).to_contain_text("MB")
    tab.page.wait_for_timeout(300)
    assert len(tab.sent_binary) == sent, "a picture over the limit was sent"

    # The session goes on: the card still tears.
    start, end, strip = drag_line(tab, 0.97)
    tab.settle()
    tab.snapshot("card")
    tab.drag(start, end, release=False)
    tab.wait_for(lambda: tab.changed("card", strip) > 0.2, "a gap along the drag", 10)
    tab.page.mouse.up()


# MARK: Sessions and origins


def test_two_tabs_do_not_share_their_effect(context, server):
    first, second = Tab(context.new_page(), server), Tab(context.new_page(), server)
    first.open()
    second.open()
    names = [effect["name"] for effect in first.hello["effects"]]
    initial = second.state["effect"]
    others = [name for name in names if name != initial]
    assert len(others) >= 2, "too few effects to tell two tabs apart"

    first.choose_effect(others[0])
    second.page.wait_for_timeout(500)
    assert second.state["effect"] == initial
    expect(second.page.locator("#effect")).to_have_value(initial)

    second.choose_effect(others[1])
    first.page.wait_for_timeout(500)
    assert first.state["effect"] == others[0]
    expect(first.page.locator("#effect")).to_have_value(others[0])
    assert first.page_errors == [] and second.page_errors == []


def upgrade_status(port, host, origin):
    """The status line the server answers a WebSocket upgrade of /session with, given Host and Origin."""
    lines = [
        "GET /session HTTP/1.1",
        f"Host: {host}",
        "Upgrade: websocket",
        "Connection: Upgrade",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version: 13",
    ]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("ascii"))
        answer = b""
        while b"\r\n" not in answer:
            chunk = connection.recv(4096)
            if not chunk:
                break
            answer += chunk
    return answer.split(b"\r\n", 1)[0].decode("latin-1")


def test_a_socket_from_another_origin_is_refused(server):
    port = server.port
    # hummingbird-websocket answers every upgrade it refuses with 400; a plain request gets the check's 403.
    refused = ("HTTP/1.1 400", "HTTP/1.1 403")
    assert upgrade_status(port, f"127.0.0.1:{port}", "http://evil.example").startswith(refused)
    assert upgrade_status(port, "evil.example", None).startswith(refused)
    assert upgrade_status(port, "evil.example", "http://evil.example").startswith(refused)
    # The same request from the served origin is upgraded: the refusals above are the origin's doing.
    assert upgrade_status(port, f"127.0.0.1:{port}", f"http://127.0.0.1:{port}").startswith("HTTP/1.1 101")

    with urllib.request.urlopen(server.url, timeout=10) as response:
        assert response.status == 200
        assert b"playground.js" in response.read()
