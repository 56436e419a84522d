// The TearKit playground's page: one WebSocket to the server that served it (the protocol is the
// server's: JSON text messages both ways, frames and saved animations as binary messages). Every
// control is built from the server's "hello" message, so a newly registered effect or option appears
// here without touching this file.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);

  const ui = {
    canvas: $('canvas'),
    canvasNote: $('canvas-note'),
    dropZone: $('drop-zone'),
    effect: $('effect'),
    summary: $('effect-summary'),
    controls: $('controls'),
    reset: $('reset'),
    dragControls: $('drag-controls'),
    broken: $('broken'),
    playControls: $('play-controls'),
    play: $('play'),
    loop: $('loop'),
    scrubber: $('scrubber'),
    progress: $('progress'),
    announce: $('announce'),
    card: $('card'),
    file: $('file'),
    save: $('save'),
    swiftui: $('swiftui'),
    uikit: $('uikit'),
    uikitBlock: $('uikit-block'),
    copied: $('copied'),
    errorBox: $('error-box'),
    error: $('error'),
    errorDismiss: $('error-dismiss'),
  };
  const context = ui.canvas.getContext('2d');

  /** What the server said: the effects and limits ("hello"), and the latest "state". */
  let hello = null;
  let state = null;
  /** When the latest state arrived (performance.now()), to move the scrubber along while playing. */
  let stateArrivedAt = 0;
  /** The effect whose controls are built, so they are rebuilt only when it changes. */
  let builtEffect = null;
  /** The control rows by option name: how to show a value in each. */
  let rows = new Map();
  /** The pointer that is tearing (one at a time: a second finger is ignored). */
  let activePointer = null;
  /** Whether the user is dragging the scrubber (the server's state must not move it under the finger). */
  let scrubbing = false;
  /** The last completion, shown beside the progress until the next tear starts. */
  let lastCompletion = null;
  let socket = null;
  let socketOpen = false;
  /** The effect whose animation is being saved, for the downloaded file's name. */
  let savingEffect = null;

  // MARK: The connection

  function connect() {
    const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/session`;
    socket = new WebSocket(url);
    socket.binaryType = 'arraybuffer';
    socket.addEventListener('open', () => {
      socketOpen = true;
    });
    socket.addEventListener('message', (event) => {
      if (typeof event.data === 'string') {
        receiveText(event.data);
      } else {
        receiveBinary(new Uint8Array(event.data));
      }
    });
    socket.addEventListener('close', (event) => {
      const wasOpen = socketOpen;
      socketOpen = false;
      setEnabled(false);
      ui.canvasNote.textContent = 'Disconnected';
      ui.canvasNote.hidden = false;
      showError(
        wasOpen
          ? `The connection to the playground closed${event.reason ? ` (${event.reason})` : ''}. ` +
              'Start `tearkit playground` again and reload this page.'
          : 'Could not connect to the playground. Start `tearkit playground` and reload this page.',
      );
    });
  }

  /** Sends one JSON message; nothing while the socket is not open (the close is already shown). */
  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function receiveText(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      showError('The server sent a message that is not JSON.');
      return;
    }
    switch (message.type) {
      case 'hello':
        receiveHello(message);
        break;
      case 'state':
        receiveState(message);
        break;
      case 'error':
        showError(String(message.message ?? 'The server refused that.'));
        ui.save.disabled = false;
        ui.save.textContent = 'Save animation (APNG)';
        // A refused value leaves the control showing it: show the server's values again.
        if (state) syncControls(true);
        break;
      case 'completion':
        lastCompletion = message.broke ? 'broke' : 'closed again';
        ui.announce.textContent = message.broke ? 'The view broke.' : 'The tear closed again.';
        showProgress();
        break;
      default:
        // A message this page does not know is ignored: the server may be newer.
        break;
    }
  }

  function receiveBinary(bytes) {
    if (bytes.length < 1) return;
    if (bytes[0] === 1 && bytes.length >= 5) {
      const frame = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(1, false);
      drawFrame(bytes, frame);
    } else if (bytes[0] === 2) {
      download(bytes.subarray(1));
    }
  }

  // MARK: Frames

  /** Draws a frame's PNG, then acknowledges it: the server sends the next only after the ack. */
  async function drawFrame(bytes, frame) {
    try {
      const bitmap = await createImageBitmap(new Blob([bytes.subarray(5)], { type: 'image/png' }));
      if (ui.canvas.width !== bitmap.width || ui.canvas.height !== bitmap.height) {
        ui.canvas.width = bitmap.width;
        ui.canvas.height = bitmap.height;
        sizeCanvas();
      }
      context.clearRect(0, 0, ui.canvas.width, ui.canvas.height);
      context.drawImage(bitmap, 0, 0);
      bitmap.close();
      ui.canvas.dataset.frame = String(frame);
      ui.canvasNote.hidden = true;
    } catch (error) {
      showError(`A frame could not be drawn: ${error.message ?? error}`);
    } finally {
      // Acknowledged even when it could not be drawn, so the next frame still comes.
      send({ type: 'ack', frame });
    }
  }

  /** Shows the canvas at the picture's size in points (PNG pixels / scale), no taller than most of the
   *  window (a frame with room for falling pieces is tall); CSS keeps it within its column's width. */
  function sizeCanvas() {
    const scale = state && state.scale > 0 ? state.scale : 1;
    const { width, height } = ui.canvas;
    const tallest = Math.max(240, window.innerHeight * 0.72);
    ui.canvas.style.width = `${Math.min(width / scale, (tallest * width) / height)}px`;
  }
  window.addEventListener('resize', sizeCanvas);

  // MARK: The hello message: effects and their controls

  function receiveHello(message) {
    hello = message;
    ui.effect.replaceChildren(
      ...(hello.effects ?? []).map((effect) => {
        const option = document.createElement('option');
        option.value = effect.name;
        option.textContent = effect.title || effect.name;
        return option;
      }),
    );
    const limit = hello.limits?.uploadBytes;
    if (limit) $('file-hint').textContent = `PNG or JPEG up to ${formatMegabytes(limit)} MB; or drop one on the preview.`;
    setEnabled(true);
  }

  function effectNamed(name) {
    return (hello?.effects ?? []).find((effect) => effect.name === name) ?? null;
  }

  /** A DOM id for an option's control: `--max-gap` → `option-max-gap`. */
  function controlId(option) {
    return `option-${option.name.replace(/^-+/, '').replace(/[^A-Za-z0-9_-]/g, '_')}`;
  }

  /** The effect's controls, one row per option the hello message lists. */
  function buildControls(effect) {
    rows = new Map();
    const built = [];
    for (const option of effect.options ?? []) {
      const row = buildRow(option);
      if (row) {
        rows.set(option.name, row);
        built.push(row.element);
      }
    }
    if (built.length === 0) {
      const none = document.createElement('p');
      none.className = 'hint';
      none.textContent = 'This effect has no parameters.';
      built.push(none);
    }
    ui.controls.replaceChildren(...built);
    builtEffect = effect.name;
  }

  /** One option's row: its label, its input(s), its help as a caption and tooltip; null for a kind this page does not know. */
  function buildRow(option) {
    const id = controlId(option);
    const element = document.createElement('div');
    element.className = `control control-${option.kind}`;
    element.dataset.option = option.name;
    element.dataset.kind = option.kind;
    if (option.help) element.title = option.help;

    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = option.label || option.name;
    if (option.kind === 'number' && option.unit) {
      const unit = document.createElement('span');
      unit.className = 'unit';
      unit.textContent = ` (${option.unit})`;
      label.append(unit);
    }
    const caption = document.createElement('p');
    caption.className = 'help';
    caption.id = `${id}-help`;

    let row;
    switch (option.kind) {
      case 'number':
        row = numberRow(option, id);
        break;
      case 'choice':
        row = choiceRow(option, id);
        break;
      case 'seed':
      case 'text':
      case 'point':
        row = textRow(option, id);
        break;
      default:
        return null;
    }
    // The label with the values the option takes beside it (range and default), the help below.
    const head = document.createElement('div');
    head.className = 'control-head';
    const limits = document.createElement('span');
    limits.className = 'limits';
    limits.id = `${id}-limits`;
    limits.textContent = row.note;
    head.append(label, limits);
    caption.textContent = option.help ?? '';
    for (const input of row.inputs) input.setAttribute('aria-describedby', `${limits.id} ${caption.id}`);
    element.append(head, row.body, caption);
    return { element, option, show: row.show, inputs: row.inputs };
  }

  /** A number: a slider and a number box kept together; the slider sends while it moves. */
  function numberRow(option, id) {
    const min = Number(option.min);
    const max = Number(option.max);
    const hasDefault = typeof option.default === 'number';
    const body = document.createElement('div');
    body.className = 'pair';

    const slider = document.createElement('input');
    slider.type = 'range';
    slider.id = `${id}-slider`;
    slider.min = String(min);
    slider.max = String(max);
    slider.step = String(sliderStep(min, max));
    slider.setAttribute('aria-label', `${option.label || option.name} slider`);

    const box = document.createElement('input');
    box.type = 'number';
    box.id = id;
    box.min = String(min);
    box.max = String(max);
    box.step = 'any';
    box.inputMode = 'decimal';
    if (!hasDefault) box.placeholder = 'auto';

    const sendValue = throttle((value) => send({ type: 'set', option: option.name, value }), 50);
    slider.addEventListener('pointerdown', () => (slider.dataset.editing = '1'));
    slider.addEventListener('input', () => {
      slider.dataset.editing = '1';
      box.value = slider.value;
      slider.classList.remove('auto');
      sendValue(slider.value);
    });
    slider.addEventListener('change', () => {
      delete slider.dataset.editing;
      sendValue.flush();
    });
    box.addEventListener('input', () => (box.dataset.editing = '1'));
    box.addEventListener('change', () => {
      delete box.dataset.editing;
      const text = box.value.trim();
      if (text === '') {
        // An empty box gives no value to send: show the current one again.
        syncControls(true);
        return;
      }
      slider.value = text;
      send({ type: 'set', option: option.name, value: text });
    });

    body.append(slider, box);
    const note = `${formatNumber(min)} – ${formatNumber(max)} · default ${hasDefault ? formatNumber(option.default) : 'auto'}`;
    const show = (value, force) => {
      const given = value !== undefined;
      const shown = given ? value : hasDefault ? String(option.default) : '';
      if (force || !box.dataset.editing) box.value = shown;
      if (force || !slider.dataset.editing) {
        slider.value = shown === '' ? String((min + max) / 2) : shown;
        // A slider with no value of its own ("auto": the effect decides) is drawn dimmed.
        slider.classList.toggle('auto', shown === '');
      }
      if (force) {
        delete box.dataset.editing;
        delete slider.dataset.editing;
      }
    };
    return { body, inputs: [slider, box], show, note };
  }

  /** A choice: a select of its choices. */
  function choiceRow(option, id) {
    const select = document.createElement('select');
    select.id = id;
    for (const choice of option.choices ?? []) {
      const item = document.createElement('option');
      item.value = choice;
      item.textContent = choice;
      select.append(item);
    }
    select.addEventListener('change', () => send({ type: 'set', option: option.name, value: select.value }));
    const show = (value) => {
      select.value = value !== undefined ? value : String(option.default ?? '');
    };
    return { body: select, inputs: [select], show, note: `default ${option.default}` };
  }

  /** A seed, a text or a point: a text box, sent when it is committed (Enter or leaving it). */
  function textRow(option, id) {
    const box = document.createElement('input');
    box.type = 'text';
    box.id = id;
    box.spellcheck = false;
    box.autocomplete = 'off';
    let note = '';
    if (option.kind === 'seed') {
      box.inputMode = 'numeric';
      note = `whole number · default ${option.default}`;
    } else if (option.kind === 'point') {
      box.placeholder = 'x,y';
      note = 'x,y in points · default: the effect decides';
    } else {
      note = `up to ${option.maxLength} characters · \\n starts a new line`;
    }
    // A text's line feeds are shown and typed as \n: a text box holds one line.
    const shownText = (value) => (option.kind === 'text' ? value.replace(/\n/g, '\\n') : value);
    const defaultText = option.kind === 'point' ? '' : String(option.default ?? '');
    box.addEventListener('input', () => (box.dataset.editing = '1'));
    box.addEventListener('change', () => {
      delete box.dataset.editing;
      if (box.value === '') {
        syncControls(true);
        return;
      }
      send({ type: 'set', option: option.name, value: box.value });
    });
    const show = (value, force) => {
      if (force || !box.dataset.editing) box.value = shownText(value !== undefined ? value : defaultText);
      if (force) delete box.dataset.editing;
    };
    return { body: box, inputs: [box], show, note };
  }

  /** Shows the state's values in the controls (the defaults where none is given). `force`: also the one being edited. */
  function syncControls(force = false) {
    const values = state?.values ?? {};
    for (const [name, row] of rows) row.show(values[name], force);
  }

  // MARK: The state message

  function receiveState(message) {
    const previous = state;
    state = message;
    stateArrivedAt = performance.now();
    const effect = effectNamed(state.effect);
    if (effect && builtEffect !== effect.name) {
      buildControls(effect);
      ui.effect.value = effect.name;
      ui.summary.textContent = effect.summary ?? '';
      const dragged = effect.interaction === 'drag';
      ui.dragControls.hidden = !dragged;
      ui.playControls.hidden = dragged;
      lastCompletion = null;
    }
    if (ui.effect.value !== state.effect) ui.effect.value = state.effect;
    if (!previous || previous.scale !== state.scale) sizeCanvas();
    syncControls();

    ui.broken.checked = Boolean(state.isBroken);
    ui.loop.checked = Boolean(state.loop);
    ui.play.textContent = state.playing ? 'Pause' : 'Play';
    ui.play.setAttribute('aria-pressed', String(Boolean(state.playing)));
    if (state.phase === 'tearing') lastCompletion = null;
    showProgress();

    ui.swiftui.textContent = state.swiftUI ?? '';
    const hasUIKit = typeof state.uiKit === 'string' && state.uiKit.length > 0;
    ui.uikitBlock.hidden = !hasUIKit;
    ui.uikit.textContent = hasUIKit ? state.uiKit : '';
  }

  /** The playhead now: the state's, moved on by the time since it came while the effect plays. */
  function currentProgress() {
    if (!state) return 0;
    let progress = Number(state.progress) || 0;
    if (state.playing && state.duration > 0) {
      progress += (performance.now() - stateArrivedAt) / 1000 / state.duration;
      progress = state.loop ? progress % 1 : Math.min(progress, 1);
    }
    return progress;
  }

  function showProgress() {
    if (!state) return;
    const effect = effectNamed(state.effect);
    const progress = currentProgress();
    const percent = `${Math.round(progress * 100)} %`;
    if (effect?.interaction === 'drag') {
      const ended = lastCompletion && state.phase !== 'tearing' ? ` · ${lastCompletion}` : '';
      ui.progress.textContent = `${state.phase} · ${percent}${ended}`;
    } else {
      const seconds = (progress * (state.duration || 0)).toFixed(2);
      ui.progress.textContent = `${state.phase} · ${seconds} s of ${(state.duration || 0).toFixed(2)} s`;
    }
    if (!scrubbing) ui.scrubber.value = String(progress);
  }

  /** While an effect plays, the scrubber and readout follow the playhead between state messages. */
  function tick() {
    if (state?.playing) showProgress();
    requestAnimationFrame(tick);
  }

  // MARK: Pointer: tearing and tapping

  /** A pointer event's position in the frame PNG's pixels (the canvas may be drawn smaller or larger). */
  function framePoint(event) {
    const rect = ui.canvas.getBoundingClientRect();
    const x = ((event.clientX - rect.left) * ui.canvas.width) / rect.width;
    const y = ((event.clientY - rect.top) * ui.canvas.height) / rect.height;
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  }

  function sendPointer(phase, event) {
    const { x, y } = framePoint(event);
    send({ type: 'pointer', phase, x, y, t: event.timeStamp });
  }

  ui.canvas.addEventListener('pointerdown', (event) => {
    if (activePointer !== null || !state || event.button !== 0) return;
    activePointer = event.pointerId;
    ui.canvas.setPointerCapture(event.pointerId);
    event.preventDefault();
    sendPointer('down', event);
  });
  ui.canvas.addEventListener('pointermove', (event) => {
    if (event.pointerId !== activePointer) return;
    // Every position the browser merged into this event, so a fast drag keeps its shape and speed.
    const samples = event.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length ? samples : [event]) sendPointer('move', sample);
  });
  ui.canvas.addEventListener('pointerup', (event) => {
    if (event.pointerId !== activePointer) return;
    activePointer = null;
    sendPointer('up', event);
  });
  ui.canvas.addEventListener('pointercancel', (event) => {
    if (event.pointerId !== activePointer) return;
    activePointer = null;
    sendPointer('cancel', event);
  });
  ui.canvas.addEventListener('lostpointercapture', (event) => {
    // Capture lost without an up or cancel (the window lost focus): the drag is over.
    if (event.pointerId !== activePointer) return;
    activePointer = null;
    sendPointer('cancel', event);
  });

  // MARK: The panel's controls

  ui.effect.addEventListener('change', () => send({ type: 'effect', name: ui.effect.value }));
  ui.reset.addEventListener('click', () => send({ type: 'reset' }));
  ui.broken.addEventListener('change', () => send({ type: 'broken', value: ui.broken.checked }));
  ui.play.addEventListener('click', () => send({ type: state?.playing ? 'pause' : 'play' }));
  ui.loop.addEventListener('change', () => send({ type: 'loop', value: ui.loop.checked }));

  const sendSeek = throttle((progress) => send({ type: 'seek', progress }), 30);
  ui.scrubber.addEventListener('pointerdown', () => (scrubbing = true));
  ui.scrubber.addEventListener('input', () => {
    scrubbing = true;
    sendSeek(Number(ui.scrubber.value));
  });
  ui.scrubber.addEventListener('change', () => {
    sendSeek.flush();
    scrubbing = false;
  });
  ui.scrubber.addEventListener('pointerup', () => (scrubbing = false));

  ui.card.addEventListener('click', () => send({ type: 'card' }));
  ui.save.addEventListener('click', () => {
    savingEffect = state?.effect ?? null;
    ui.save.disabled = true;
    ui.save.textContent = 'Saving…';
    send({ type: 'save' });
  });

  // MARK: Pictures: the file picker and drag-and-drop

  /** Sends a picture's bytes, or shows why not (too large for the server's limit). */
  async function sendPicture(file) {
    if (!file) return;
    const limit = hello?.limits?.uploadBytes ?? Infinity;
    if (file.size > limit) {
      showError(
        `“${file.name}” is ${formatMegabytes(file.size)} MB; the playground takes pictures of up to ${formatMegabytes(limit)} MB.`,
      );
      return;
    }
    const bytes = await file.arrayBuffer();
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(bytes);
  }

  ui.file.addEventListener('change', () => {
    const [file] = ui.file.files;
    sendPicture(file);
    // Cleared, so choosing the same file again sends it again.
    ui.file.value = '';
  });

  ui.dropZone.addEventListener('dragover', (event) => {
    if (!event.dataTransfer?.types?.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    ui.dropZone.classList.add('dropping');
  });
  ui.dropZone.addEventListener('dragleave', () => ui.dropZone.classList.remove('dropping'));
  ui.dropZone.addEventListener('drop', (event) => {
    event.preventDefault();
    ui.dropZone.classList.remove('dropping');
    const [file] = event.dataTransfer?.files ?? [];
    sendPicture(file);
  });
  // A picture dropped beside the preview would make the browser open it and leave the page.
  window.addEventListener('dragover', (event) => event.preventDefault());
  window.addEventListener('drop', (event) => event.preventDefault());

  // MARK: Saving and copying

  /** Downloads a saved animation as `<effect>.apng`. */
  function download(bytes) {
    const url = URL.createObjectURL(new Blob([bytes], { type: 'image/apng' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${savingEffect ?? state?.effect ?? 'animation'}.apng`;
    savingEffect = null;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    ui.save.disabled = false;
    ui.save.textContent = 'Save animation (APNG)';
  }

  for (const button of document.querySelectorAll('button.copy')) {
    button.addEventListener('click', async () => {
      const text = $(button.dataset.copy).textContent;
      const done = await copyText(text);
      ui.copied.textContent = done ? 'Copied.' : 'Could not copy: select the code and copy it by hand.';
      setTimeout(() => (ui.copied.textContent = ''), 2500);
    });
  }

  /** Copies text: the Clipboard API where the browser allows it, else a hidden textarea and execCommand. */
  async function copyText(text) {
    try {
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(text);
        return true;
      }
    } catch {
      // Refused (no permission, or not a secure context): the fallback below.
    }
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'offscreen';
    document.body.append(area);
    area.select();
    let done = false;
    try {
      done = document.execCommand('copy');
    } catch {
      done = false;
    }
    area.remove();
    return done;
  }

  // MARK: Errors and helpers

  function showError(message) {
    ui.error.textContent = message;
    ui.errorBox.hidden = false;
  }
  ui.errorDismiss.addEventListener('click', () => {
    ui.error.textContent = '';
    ui.errorBox.hidden = true;
  });

  /** Enables or disables every control of the page but the error's dismiss button. */
  function setEnabled(enabled) {
    for (const element of document.querySelectorAll('main button, main input, main select')) {
      if (element !== ui.errorDismiss) element.disabled = !enabled;
    }
  }

  /** A slider step of 1, 2 or 5 times a power of ten, about a 200th of the range. */
  function sliderStep(min, max) {
    const span = max - min;
    if (!(span > 0)) return 'any';
    const rough = span / 200;
    const power = 10 ** Math.floor(Math.log10(rough));
    const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? power * 10;
    return Number(step.toPrecision(6));
  }

  function formatNumber(value) {
    return Number.isInteger(value) ? String(value) : String(Number(Number(value).toPrecision(6)));
  }

  function formatMegabytes(bytes) {
    return (bytes / 1_000_000).toFixed(1);
  }

  /** Calls `send` at most once per `interval` ms with the latest value; `flush()` sends a pending one now. */
  function throttle(sendValue, interval) {
    let last = 0;
    let timer = null;
    let pending;
    let hasPending = false;
    const fire = () => {
      timer = null;
      if (!hasPending) return;
      hasPending = false;
      last = performance.now();
      sendValue(pending);
    };
    const call = (value) => {
      pending = value;
      hasPending = true;
      const wait = interval - (performance.now() - last);
      if (wait <= 0) {
        if (timer) clearTimeout(timer);
        fire();
      } else if (!timer) {
        timer = setTimeout(fire, wait);
      }
    };
    call.flush = () => {
      if (timer) clearTimeout(timer);
      fire();
    };
    return call;
  }

  setEnabled(false);
  connect();
  requestAnimationFrame(tick);
})();
