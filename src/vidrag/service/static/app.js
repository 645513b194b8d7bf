// vidrag's web page: plain JavaScript, no build step. Everything from the server is inserted
// as text (textContent), never as HTML: video text is untrusted.
"use strict";

const $ = (id) => document.getElementById(id);
let token = localStorage.getItem("vidrag-token") || "";
let videos = [];
let descriptions = {};
// How each text source is labelled (as the answer prompt does); captions and objects come from vision models.
const SOURCE_LABELS = { asr: "speech", subtitle: "speech", ocr: "on screen", caption: "seen", det: "objects", moment: "cited" };
const HISTORY_KEY = "vidrag-conversation";
const HISTORY_LIMIT = 50; // turns kept in the browser
// A citation's relevance band from its score: cosine similarity plus lexical shares (a timeline operator's
// moment: 1.0); on the demo video the right moment scores 0.55 and a wrong one 0.21. [band, lowest score]; below: low.
const RELEVANCE_BANDS = [["high", 0.5], ["medium", 0.3]];

function authHeaders(extra = {}) {
  return token ? { ...extra, Authorization: `Bearer ${token}` } : extra;
}

function withToken(url) {
  return token ? `${url}${url.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}` : url;
}

function detailOf(body, status) {
  // 413 comes from FastAPI's body limit as plain text: say which limit it is.
  if (status === 413 && !body?.detail) return "larger than this server accepts (service.max_upload_mb, service.max_json_kb)";
  if (!body?.detail) return `HTTP ${status}`;
  return typeof body.detail === "string" ? body.detail : body.detail.map((d) => d.msg || JSON.stringify(d)).join("; ");
}

async function api(path, options = {}) {
  const response = await fetch(path, { ...options, headers: authHeaders(options.headers || {}) });
  if (response.status === 401) {
    $("token-form").hidden = false;
    throw new Error("this server needs an API token");
  }
  const body = response.headers.get("content-type")?.includes("json") ? await response.json() : null;
  if (!response.ok) throw new Error(detailOf(body, response.status));
  return body;
}

function element(tag, text, attributes = {}) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  return node;
}

function clock(seconds) {
  const s = Math.floor(seconds);
  const hh = Math.floor(s / 3600), mm = Math.floor((s % 3600) / 60), ss = s % 60;
  const two = (n) => String(n).padStart(2, "0");
  return hh ? `${hh}:${two(mm)}:${two(ss)}` : `${two(mm)}:${two(ss)}`;
}

function showStatus(text, isError = false) {
  const status = $("library-status");
  status.textContent = text;
  status.className = isError ? "error" : "";
}

// -- player --------------------------------------------------------------------------------
// Seek to a moment and play from there (the click is the user's go-ahead to play). Once something
// plays, the player sticks to the top of the screen, so a citation far down the conversation (or the
// graph's, below it on a phone) does not start a video the reader cannot see.
function seek(sha, start, label) {
  const player = $("player");
  const target = Math.max(0, start);
  const go = () => {
    player.currentTime = target;
    player.play().catch(() => {}); // a browser that refuses autoplay leaves the player at the moment, paused
  };
  $("now-playing").textContent = label;
  $("player-box").classList.add("active");
  $("player-box").scrollIntoView({ block: "nearest" });
  if (player.dataset.sha !== sha) {
    player.dataset.sha = sha;
    player.src = withToken(`/api/videos/${sha}/media`);
    player.addEventListener("loadedmetadata", go, { once: true });
    player.load();
    renderTimeline();
  } else {
    go();
  }
}

// -- citations: numbered in the answer's order, marked inline and on the player's timeline ------------
const TICK_PX = 20, TICK_LEVELS = 3; // a tick's width and height; how many may stack over one another
let timelineCites = []; // [number, citation] of the answer whose moments the timeline shows

function citeLabel(cite) {
  return `${cite.video} ${clock(cite.start)}-${clock(cite.end)}`;
}

// Play a citation: its moment in the player, its line in the list marked, its answer's moments on the timeline.
function playCite(record, cite) {
  showTimeline(record);
  seek(cite.video_sha256, cite.start, citeLabel(cite));
  for (const marked of document.querySelectorAll(".citations li.current")) marked.classList.remove("current");
  document.getElementById(citeId(record, cite))?.classList.add("current");
}

function citeId(record, cite) {
  return `cite-${record.turnId}-${record.citations.indexOf(cite) + 1}`;
}

function wordsOf(text) {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) || []));
}

// The answer with a marker [n] after the sentence each citation supports best (shared words with its
// snippets); a citation sharing none (a timecode, a frame) is marked after the last sentence.
function answerWithMarkers(record) {
  const sentences = record.answer.match(/[^.!?]+(?:[.!?]+|$)\s*/g) || [record.answer];
  const after = sentences.map(() => []);
  record.citations.forEach((cite, i) => {
    const words = wordsOf(cite.snippets.join(" "));
    const shared = sentences.map((s) => [...wordsOf(s)].filter((w) => words.has(w)).length);
    const best = Math.max(...shared);
    after[best > 0 ? shared.indexOf(best) : sentences.length - 1].push(i);
  });
  const paragraph = element("p", null, { class: "answer" });
  sentences.forEach((sentence, s) => {
    paragraph.append(sentence.trimEnd());
    for (const i of after[s]) {
      const cite = record.citations[i];
      const marker = element("button", `[${i + 1}]`, {
        type: "button", class: "marker", "data-start": cite.start, "data-cite": i + 1,
        "aria-label": `Source ${i + 1}: play ${citeLabel(cite)}`, title: citeLabel(cite),
      });
      marker.addEventListener("click", () => playCite(record, cite));
      paragraph.append(marker);
    }
    if (s < sentences.length - 1) paragraph.append(" ");
  });
  return paragraph;
}

function showTimeline(record) {
  timelineCites = record.citations.map((cite, i) => [i + 1, cite]);
  renderTimeline();
}

// The strip under the player: a tick per cited moment of the video in the player (or, before one
// plays, of the first cited video), at its place in the video.
function renderTimeline() {
  const strip = $("timeline");
  const sha = $("player").dataset.sha || timelineCites[0]?.[1].video_sha256;
  const video = videos.find((v) => v.sha256 === sha);
  const shown = timelineCites.filter(([, cite]) => cite.video_sha256 === sha);
  strip.hidden = !video || !shown.length;
  if (strip.hidden) return;
  const place = (start) => Math.min(100, (100 * start) / Math.max(video.duration, 1)); // percent of the strip
  const across = strip.clientWidth || 300; // pixels, to lift a tick over a neighbour it would cover
  let last = -Infinity, level = 0, levels = 1;
  strip.replaceChildren(...shown.sort(([, a], [, b]) => a.start - b.start).map(([n, cite]) => {
    const tick = element("button", String(n), {
      type: "button", class: "tick", "data-start": cite.start, "data-sha": sha, title: citeLabel(cite),
      "aria-label": `Source ${n}: play ${citeLabel(cite)}`,
    });
    level = ((place(cite.start) - last) * across) / 100 < TICK_PX ? (level + 1) % TICK_LEVELS : 0;
    last = place(cite.start);
    tick.style.left = `${last}%`;
    tick.style.bottom = `${level * TICK_PX}px`;
    levels = Math.max(levels, level + 1);
    tick.addEventListener("click", () => seek(sha, cite.start, citeLabel(cite)));
    return tick;
  }));
  strip.style.height = `${levels * TICK_PX}px`;
}

// Citations best first (the answer's text keeps the engine's order), each with its relevance band.
function byRelevance(citations) {
  return [...citations].sort((a, b) => b.score - a.score);
}

function relevance(score) {
  return RELEVANCE_BANDS.find(([, lowest]) => score >= lowest)?.[0] ?? "low";
}

function relevanceBadge(band, score) {
  return element("span", band, { class: `relevance ${band}`, title: `${band} relevance (score ${score.toFixed(2)})` });
}

// A stored line is the cited moment when its times are the citation's (a moment is one stored unit).
const SAME_TIME = 0.05; // seconds: the times went through JSON as floats
function isCitedLine(cite, text) {
  return Math.abs(text.start - cite.start) < SAME_TIME && Math.abs(text.end - cite.end) < SAME_TIME;
}

// A button that plays a moment (by default just that: an answer's citation plays with playCite).
function citeButton(cite, play = () => seek(cite.video_sha256, cite.start, citeLabel(cite))) {
  const button = element("button", citeLabel(cite), {
    type: "button", class: "link cite", "data-start": cite.start, "data-end": cite.end,
    "aria-label": `Play ${cite.video} from ${clock(cite.start)}`,
  });
  button.addEventListener("click", play);
  return button;
}

// A timed line of a video (evidence or transcript): a button that plays from its time.
function lineButton(sha, videoName, text) {
  const source = SOURCE_LABELS[text.source] ?? "speech";
  const button = element("button", null, { type: "button", class: "line", "data-start": text.start });
  button.append(element("span", `${clock(text.start)} ${source}`, { class: "source" }), document.createTextNode(` ${text.text}`));
  button.addEventListener("click", () => seek(sha, text.start, `${videoName} ${clock(text.start)}`));
  return button;
}

// -- library -------------------------------------------------------------------------------
async function refreshVideos() {
  videos = await api("/api/videos");
  const list = $("videos");
  list.replaceChildren();
  if (!videos.length) list.append(element("li", "No videos yet: upload one above.", { class: "muted" }));
  for (const v of videos) {
    const item = element("li", null, { class: "video", "data-sha": v.sha256, "data-status": v.status });
    const thumb = v.thumbnail_url
      ? element("img", null, { class: "thumb", src: withToken(v.thumbnail_url), alt: "", loading: "lazy" })
      : element("div", null, { class: "thumb placeholder", "aria-hidden": "true" });
    const info = element("div", null, { class: "info" });
    const play = element("button", v.name, { type: "button", class: "link name" });
    play.addEventListener("click", () => seek(v.sha256, 0, v.name));
    info.append(play, element("span", `${clock(v.duration)} · ${v.clips} clips · ${v.status}`, { class: "muted meta" }));
    if (v.failure) info.append(element("span", `Could not index: ${v.failure}`, { class: "error failure" }));
    const actions = element("div", null, { class: "actions" });
    const transcript = element("button", "transcript", { type: "button", class: "small", "aria-label": `Transcript of ${v.name}` });
    transcript.addEventListener("click", () => openTranscript(v).catch((error) => showStatus(error.message, true)));
    const remove = element("button", "remove", { type: "button", class: "small", "aria-label": `Remove ${v.name}` });
    remove.addEventListener("click", async () => {
      if (!confirm(`Remove ${v.name} from the index?`)) return;
      await api(`/api/videos/${v.sha256}`, { method: "DELETE" });
      refreshVideos();
    });
    actions.append(transcript, remove);
    info.append(actions);
    item.append(thumb, info);
    list.append(item);
  }
  renderScope();
}

async function openTranscript(video) {
  const detail = await api(`/api/videos/${video.sha256}/clips`);
  const lines = detail.clips.flatMap((c) => c.texts).sort((a, b) => a.start - b.start);
  const list = $("transcript-lines");
  list.replaceChildren(...lines.map((t) => {
    const item = element("li", null, { "data-text": t.text.toLowerCase() });
    item.append(lineButton(video.sha256, video.name, t));
    return item;
  }));
  if (!lines.length) list.append(element("li", "No speech or on-screen text in this video.", { class: "muted" }));
  $("transcript-title").textContent = `Transcript: ${video.name}`;
  $("transcript").hidden = false;
  $("transcript-search").value = "";
  $("transcript").scrollIntoView({ block: "nearest" });
}

function filterTranscript() {
  const query = $("transcript-search").value.trim().toLowerCase();
  for (const item of $("transcript-lines").children) {
    item.hidden = Boolean(query) && !(item.dataset.text || "").includes(query);
  }
}

// Jobs: only the ones in progress and the failures are listed; a finished video joins the library.
let polling = null;
const jobSeen = {}; // job id -> its last seen state, to notice a job that just finished
async function refreshJobs() {
  const jobs = await api("/api/jobs");
  const now = Date.now() / 1000;
  let finished = false;
  for (const job of jobs) {
    const seen = jobSeen[job.id];
    if (seen && seen !== job.state && (job.state === "done" || job.state === "failed")) finished = true;
    jobSeen[job.id] = job.state;
  }
  const list = $("jobs");
  list.replaceChildren();
  markUploads(jobs);
  // An upload's job shows in its upload's row (markUploads); the others (a file on the server, a job
  // from another tab or before a reload) here, in the same form.
  const uploaded = new Set([...$("uploads").querySelectorAll("li[data-job]")].map((row) => row.dataset.job));
  const active = jobs.filter((j) => j.state === "queued" || j.state === "running");
  const recentFailures = jobs.filter((j) => j.state === "failed" && now - (j.finished || 0) < 3600).slice(0, 5);
  for (const job of [...active, ...recentFailures].filter((j) => !uploaded.has(j.id))) {
    const item = element("li", null, { "data-job": job.id, "data-state": job.state, class: job.state === "failed" ? "error" : "" });
    item.append(element("span", jobText(job)));
    if (job.state !== "failed") item.append(jobBar(job));
    list.append(item);
  }
  if (finished) { refreshVideos(); refreshGraph(); }
  if (active.length && !polling) polling = setInterval(pollJobs, 1000);
  if (!active.length && polling) { clearInterval(polling); polling = null; refreshVideos(); refreshGraph(); }
}

async function pollJobs() {
  try { await refreshJobs(); } catch (error) { showStatus(error.message, true); }
}

// -- uploads: several at once, by picker or drop, each with its progress -----------------------
function uploadOne(file, row) {
  const bar = row.querySelector("progress"), label = row.querySelector("span");
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", `/api/uploads?name=${encodeURIComponent(file.name)}`);
    for (const [key, value] of Object.entries(authHeaders({ "Content-Type": "application/octet-stream" }))) xhr.setRequestHeader(key, value);
    xhr.upload.addEventListener("progress", (event) => {
      if (!event.lengthComputable) return;
      const percent = Math.round((100 * event.loaded) / event.total);
      bar.value = percent;
      label.textContent = `${file.name}: uploading ${percent}%`;
    });
    xhr.addEventListener("load", () => {
      let body = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON: the status says enough */ }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new Error(detailOf(body, xhr.status)));
    });
    xhr.addEventListener("error", () => reject(new Error("the connection to the server failed")));
    xhr.send(file);
  });
}

async function uploadFiles(files) {
  if (!files.length) { showStatus("Choose one or more video files first.", true); return; }
  showStatus("");
  const rows = files.map((file) => {
    const row = element("li", null, { class: "upload", "data-name": file.name, "data-state": "uploading" });
    row.append(element("span", `${file.name}: uploading`), element("progress", null, { max: 100, value: 0, "aria-label": `${file.name} upload` }));
    $("uploads").append(row);
    return row;
  });
  await Promise.all(files.map(async (file, i) => {
    const row = rows[i];
    try {
      const job = await uploadOne(file, row);
      row.dataset.state = "queued";
      row.dataset.job = job.id;
      row.replaceChildren(element("span", jobText(job)), jobBar(job));
    } catch (error) {
      row.dataset.state = "failed";
      row.className = "upload error";
      row.setAttribute("role", "alert");
      row.replaceChildren(element("span", `Could not upload ${file.name}: ${error.message}`));
    }
  }));
  $("upload-file").value = "";
  await refreshJobs();
}

// A job as one line: its stage, clips and time left while it runs.
function jobText(job) {
  if (job.state === "failed") return `Could not index ${job.name}: ${job.error}`;
  if (job.state !== "running") return `${job.name}: ${job.state === "queued" ? "uploaded, waiting to be indexed" : job.state}`;
  // The server counts the ETA down from measured throughput (jobs.py), so it is steady between clips.
  const left = job.eta_seconds;
  return `${job.name}: indexing, ${job.stage}, ${job.clips_done}/${job.clips_total || "?"} clips` + (left != null ? `, about ${clock(left)} left` : "");
}

// Progress is counted in clips: until the first is stored, the bar moves without a value (indeterminate).
function jobBar(job) {
  const bar = element("progress", null, { max: 100, "aria-label": `${job.name} progress` });
  if (job.percent > 0) bar.value = job.percent;
  return bar;
}

// An upload's row follows its job (uploading, then indexing with stage and ETA) and goes once its
// video is indexed (it is in the library then); a failed job stays, as an error.
function markUploads(jobs) {
  for (const row of $("uploads").querySelectorAll("li[data-job]")) {
    const job = jobs.find((j) => j.id === row.dataset.job);
    if (!job || job.state === "done") row.remove();
    else if (job.state !== "failed") {
      row.dataset.state = job.state === "running" ? "indexing" : "queued";
      row.replaceChildren(element("span", jobText(job)), jobBar(job));
    } else {
      row.className = "upload error";
      row.dataset.state = "failed";
      row.replaceChildren(element("span", `Could not index ${job.name}: ${job.error}`));
      row.removeAttribute("data-job");
    }
  }
}

async function addPath(event) {
  event.preventDefault();
  const path = $("server-path").value.trim();
  if (!path) return;
  try {
    await api("/api/videos", { method: "POST", body: JSON.stringify({ path }), headers: { "Content-Type": "application/json" } });
    showStatus(`${path} queued.`);
    await refreshJobs();
  } catch (error) {
    showStatus(error.message, true);
  }
}

// -- conversation --------------------------------------------------------------------------
let conversation = loadHistory();
let current = null; // the ask in flight: {controller, askId, turn}

function loadHistory() {
  try {
    const turns = JSON.parse(localStorage.getItem(HISTORY_KEY) || "[]");
    // A turn still waiting when the page was closed was stopped by the closing.
    return turns.map((t) => ({
      ...t,
      state: t.state === "waiting" || t.state === "streaming" ? "stopped" : t.state,
      record: t.record && { ...t.record, turnId: t.id }, // the citations' ids (citeId) are per turn
    }));
  } catch {
    return [];
  }
}

function saveHistory() {
  conversation = conversation.slice(-HISTORY_LIMIT);
  localStorage.setItem(HISTORY_KEY, JSON.stringify(conversation));
}

function copyText(turn) {
  const record = turn.record;
  const cites = byRelevance(record.citations).map((c) => `${c.label}${c.snippets?.length ? ` ${c.snippets.join("; ")}` : ""}`);
  return `Q: ${turn.question}\nA: ${record.answer}${cites.length ? `\n\nSources:\n${cites.join("\n")}` : ""}`;
}

// The evidence: each cited clip once, best first, with its lines; the cited moments' own lines are
// highlighted with their relevance (a citation whose line is not stored, such as a whole clip picked
// by its frames, shows its snippet, highlighted, above the clip's lines).
async function loadEvidence(record, list) {
  const groups = new Map(); // one per cited clip, in the order of its best citation
  for (const cite of byRelevance(record.citations)) {
    const key = `${cite.video_sha256}/${cite.clip_id ?? cite.start}`;
    if (!groups.has(key)) groups.set(key, { sha: cite.video_sha256, video: cite.video, clipId: cite.clip_id, cites: [] });
    groups.get(key).cites.push(cite);
  }
  const details = {};
  for (const group of groups.values()) details[group.sha] ??= api(`/api/videos/${group.sha}/clips`);
  for (const group of groups.values()) {
    const clip = (await details[group.sha]).clips.find((c) => c.id === group.clipId);
    const item = element("li", null, { class: "clip", "data-clip": group.clipId ?? "" });
    const span = clip ? `${clock(clip.start)}-${clock(clip.end)}` : "";
    item.append(element("p", `${group.video} ${span}`, { class: "clip-head" }));
    const lines = element("div", null, { class: "clip-lines" });
    const shown = new Set();
    const highlight = (button, cite) => {
      const band = relevance(cite.score);
      button.classList.add("cited");
      button.dataset.relevance = band;
      button.append(relevanceBadge(band, cite.score));
      shown.add(cite);
    };
    for (const text of clip ? clip.texts : []) {
      const button = lineButton(group.sha, group.video, text);
      const cite = group.cites.find((c) => !shown.has(c) && isCitedLine(c, text));
      if (cite) highlight(button, cite);
      lines.append(button);
    }
    for (const cite of group.cites.filter((c) => !shown.has(c))) {
      const button = lineButton(group.sha, group.video, { source: "moment", start: cite.start, text: cite.snippets.join(" ") || cite.label });
      highlight(button, cite);
      lines.prepend(button);
    }
    item.append(lines);
    list.append(item);
    const first = lines.querySelector(".cited");
    lines.scrollTop = Math.max(0, first.offsetTop - first.offsetHeight); // the first cited line in view (.clip-lines is positioned)
  }
}

function renderAnswer(record, reply) {
  // A follow-up was answered as the standalone question it stands for: say which.
  if (record.asked) reply.append(element("p", `asked as: ${record.question}`, { class: "muted small asked-as" }));
  if (record.abstained) {
    // Not an error: the engine looked and found nothing that answers it, and says so instead of guessing.
    const box = element("div", null, { class: "abstained", role: "note" });
    box.append(element("p", "The videos don't say", { class: "answer" }), element("p", record.answer, { class: "muted small" }));
    reply.append(box);
  } else {
    reply.append(answerWithMarkers(record));
  }
}

function renderTurn(turn, newest) {
  const item = element("li", null, { class: "turn", "data-turn": turn.id, "data-state": turn.state });
  item.append(element("p", turn.question, { class: "question" }));
  if (turn.choices?.length) {
    const options = element("ol", null, { class: "options small", type: "A", "aria-label": "Options asked with this question" });
    options.append(...turn.choices.map((c) => element("li", c)));
    item.append(options);
  }
  if (turn.scope?.length) item.append(element("p", `Asked of ${turn.scope.join(", ")}`, { class: "scope muted small" }));
  const reply = element("div", null, { class: "reply" });
  const record = turn.record;
  if (turn.state === "waiting") {
    reply.append(element("p", `${turn.stage || "sending"}…`, { class: "stage muted", role: "status" }));
  } else if (turn.state === "streaming") {
    reply.append(element("p", turn.streamed, { class: "answer" }), element("p", `${turn.stage}…`, { class: "stage muted" }));
  } else if (turn.state === "error") {
    reply.append(element("p", turn.error, { class: "answer error", role: "alert" }));
  } else if (turn.state === "stopped") {
    if (turn.streamed) reply.append(element("p", turn.streamed, { class: "answer" }));
    reply.append(element("p", "Stopped.", { class: "stage muted" }));
  } else if (record) {
    renderAnswer(record, reply);
    const cites = element("ul", null, { class: "plain citations", "aria-label": "Citations, most relevant first" });
    for (const cite of byRelevance(record.citations)) {
      const band = relevance(cite.score);
      const li = element("li", null, { "data-relevance": band, "data-score": cite.score, id: citeId(record, cite) });
      const number = element("span", `[${record.citations.indexOf(cite) + 1}]`, { class: "cite-number" });
      li.append(number, " ", citeButton(cite, () => playCite(record, cite)), " ", relevanceBadge(band, cite.score));
      cites.append(li);
    }
    const copy = element("button", "Copy", { type: "button", class: "small copy", "aria-label": "Copy the answer with its citations" });
    copy.addEventListener("click", async () => {
      try { await navigator.clipboard.writeText(copyText(turn)); copy.textContent = "Copied"; }
      catch { copy.textContent = "Copy failed"; }
      setTimeout(() => { copy.textContent = "Copy"; }, 1500);
    });
    reply.append(cites, copy);
    if (record.citations.length) {
      const evidence = element("details", null, { class: "evidence" });
      const list = element("ol", null, { class: "plain" });
      evidence.append(element("summary", "Evidence"), list);
      let loaded = false;
      evidence.addEventListener("toggle", () => {
        if (!evidence.open || loaded) return;
        loaded = true;
        loadEvidence(record, list).catch((error) => list.append(element("li", error.message, { class: "error" })));
      });
      reply.append(evidence);
      if (newest) evidence.open = true;
    }
    if (record.trace) {
      const trace = element("details", null, { class: "trace" });
      trace.append(element("summary", "Strategy trace"), element("pre", JSON.stringify({ strategy: record.strategy, timings: record.timings, trace: record.trace }, null, 1)));
      reply.append(trace);
    }
  }
  item.append(reply);
  return item;
}

// Newest first, just under the question box.
function renderHistory() {
  const list = $("conversation");
  list.replaceChildren(...conversation.slice().reverse().map((t, i) => renderTurn(t, i === 0)));
  if (!conversation.length) list.append(element("li", "Ask about your videos: answers and their moments collect here.", { class: "muted" }));
  $("clear-conversation").hidden = !conversation.length;
}

function updateTurn(turn) {
  const old = $("conversation").querySelector(`li[data-turn="${turn.id}"]`);
  const fresh = renderTurn(turn, conversation[conversation.length - 1] === turn);
  if (old) old.replaceWith(fresh); else renderHistory();
}

function setAsking(asking) {
  $("ask-button").disabled = asking;
  $("stop-button").hidden = !asking;
}

// The page's conversation is a saved chat of the index (follow-ups are read against its turns).
const CHAT_KEY = "vidrag-chat";

async function savedChat(question) {
  const kept = Number(localStorage.getItem(CHAT_KEY)) || null;
  if (kept && (await api(`/api/chats/${kept}`).catch(() => null))) return kept;
  const chat = await api("/api/chats", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: question.slice(0, 80) }) });
  localStorage.setItem(CHAT_KEY, String(chat.id));
  return chat.id;
}

async function ask(event) {
  event?.preventDefault();
  if (current) return;
  const question = $("question").value.trim();
  if (!question) return;
  const choices = typedChoices();
  const scoped = [...scope];
  const body = { question, strategy: $("strategy").value || null, explain: $("explain").checked, choices: choices.length ? choices : null, videos: scoped.length ? scoped : null, chat: await savedChat(question).catch(() => null) };
  const turn = { id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, question, choices, scope: scopeNames(scoped), state: "waiting", stage: "sending", streamed: "", record: null };
  conversation.push(turn);
  saveHistory();
  renderHistory();
  $("question").value = "";
  setChoices(""); // options belong to this question: the next one starts without any
  const controller = new AbortController();
  const run = { controller, askId: null, turn };
  current = run;
  setAsking(true);
  try {
    const response = await fetch("/api/ask/stream", {
      method: "POST", body: JSON.stringify(body), headers: authHeaders({ "Content-Type": "application/json" }), signal: controller.signal,
    });
    if (!response.ok) throw new Error(detailOf(await response.json().catch(() => ({})), response.status));
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const kind = /^event: (.*)$/m.exec(block)?.[1];
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] || "null");
        if (kind === "ask") run.askId = data.id;
        else if (kind === "stage") turn.stage = data.stage;
        else if (kind === "token") { turn.streamed += data.text; turn.state = "streaming"; }
        else if (kind === "answer") { turn.record = { ...data, turnId: turn.id }; turn.state = "done"; showTimeline(turn.record); }
        else if (kind === "cancelled") turn.state = "stopped";
        else if (kind === "error") throw new Error(data.detail);
        if (turn.state !== "stopped") updateTurn(turn);
      }
    }
  } catch (error) {
    if (turn.state !== "stopped" && error.name !== "AbortError") { turn.state = "error"; turn.error = error.message; }
    else turn.state = "stopped";
  } finally {
    if (turn.state === "waiting" || turn.state === "streaming") turn.state = "stopped";
    if (current === run) { current = null; setAsking(false); } // a stop released the page already
    saveHistory();
    if (turn.state !== "done") updateTurn(turn); // an answer is drawn already (with its evidence open)
    refreshChats(); // a new chat, or one more turn of the open one
  }
}

// -- scope: the videos a question asks (none checked: all of them) ---------------------------------
const scope = new Set(); // sha256s of the checked videos

// One checkbox per ready video; a video that left the library leaves the scope.
function renderScope() {
  const ready = videos.filter((v) => v.status === "ready");
  for (const sha of [...scope]) if (!ready.some((v) => v.sha256 === sha)) scope.delete(sha);
  const boxes = ready.map((v) => {
    const label = element("label", null, { class: "inline scope-video" });
    const box = element("input", null, { type: "checkbox", value: v.sha256 });
    box.checked = scope.has(v.sha256);
    box.addEventListener("change", () => { if (box.checked) scope.add(v.sha256); else scope.delete(v.sha256); describeScope(); });
    label.append(box, ` ${v.name}`);
    return label;
  });
  $("scope-list").replaceChildren($("scope-list").querySelector("legend"), ...boxes);
  describeScope();
}

function scopeNames(shas) {
  return shas.map((sha) => videos.find((v) => v.sha256 === sha)?.name ?? sha.slice(0, 12));
}

function describeScope() {
  $("scope-summary").textContent = scope.size ? scopeNames([...scope]).join(", ") : "all";
  $("scope-panel").classList.toggle("scoped", scope.size > 0);
}

function clearScope() {
  scope.clear();
  renderScope();
}

// -- options: they belong to one question, and are never hidden while they are set -------------
function typedChoices() {
  return $("choices").value.split("\n").map((c) => c.trim()).filter(Boolean);
}

// The panel opens whenever options are set (it cannot be folded over them), and its summary counts them.
function showChoices() {
  const count = typedChoices().length;
  $("choices-count").textContent = count ? `: ${count} option${count === 1 ? "" : "s"}, sent with the next question` : "";
  if (count) $("choices-panel").open = true;
}

function setChoices(text) {
  $("choices").value = text;
  showChoices();
  if (!text) $("choices-panel").open = false;
}

// Stop: the server is told to stop generating, then the connection is closed (which stops it too).
async function stop() {
  if (!current) return;
  const { controller, askId, turn } = current;
  turn.state = "stopped";
  current = null; // the page is free to ask again the moment the turn shows it stopped
  setAsking(false);
  updateTurn(turn);
  if (askId) await api(`/api/asks/${askId}/cancel`, { method: "POST" }).catch(() => {});
  controller.abort();
}

function clearHistory() {
  stop();
  conversation = [];
  localStorage.removeItem(CHAT_KEY); // the next question starts a new saved chat
  saveHistory();
  renderHistory();
  renderChats();
}

// -- saved chats: the index's conversations (/api/chats), listed, opened, renamed and deleted ------
let chats = []; // most recently used first, as the server lists them

function chatsStatus(text, isError = false) {
  $("chats-status").textContent = text;
  $("chats-status").className = isError ? "small error" : "small";
}

async function refreshChats() {
  try {
    chats = await api("/api/chats");
    renderChats();
  } catch (error) {
    chatsStatus(error.message, true);
  }
}

function renderChats() {
  const open = Number(localStorage.getItem(CHAT_KEY)) || null;
  $("chats-count").textContent = chats.length ? ` (${chats.length})` : "";
  const rows = chats.map((chat) => {
    const row = element("li", null, { class: "chat", "data-chat": chat.id });
    if (chat.id === open) row.setAttribute("aria-current", "true");
    const name = element("button", chat.name, { type: "button", class: "link chat-name" });
    name.addEventListener("click", () => openChat(chat.id).catch((error) => chatsStatus(error.message, true)));
    const when = new Date(chat.updated * 1000).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
    const rename = element("button", "Rename", { type: "button", class: "small", "aria-label": `Rename ${chat.name}` });
    rename.addEventListener("click", () => renameForm(row, chat));
    const remove = element("button", "Delete", { type: "button", class: "small", "aria-label": `Delete ${chat.name}` });
    remove.addEventListener("click", () => deleteChat(chat).catch((error) => chatsStatus(error.message, true)));
    const actions = element("span", null, { class: "chat-actions" });
    actions.append(rename, remove);
    row.append(name, element("span", `${chat.turns} turn${chat.turns === 1 ? "" : "s"} · ${when}`, { class: "muted small" }), actions);
    return row;
  });
  $("chat-list").replaceChildren(...rows);
  if (!chats.length) $("chat-list").append(element("li", "No saved chats yet: each conversation is saved as you ask.", { class: "muted small" }));
}

// A saved chat's turns as the page's conversation (what each was asked as, its answer and citations).
async function openChat(id) {
  if (current) return; // not while a question of the open chat is being answered
  const { chat, turns } = await api(`/api/chats/${id}`);
  conversation = turns.map((t, n) => {
    const turnId = `chat${chat.id}-${n + 1}`;
    const record = { question: t.asked_as, asked: t.asked_as !== t.question ? t.question : null, answer: t.answer, citations: t.citations, turnId };
    return { id: turnId, question: t.question, choices: [], scope: [], state: "done", streamed: "", record };
  });
  localStorage.setItem(CHAT_KEY, String(chat.id));
  saveHistory();
  renderHistory();
  renderChats();
  chatsStatus(`Opened “${chat.name}”.`);
  if (conversation.length) showTimeline(conversation[conversation.length - 1].record);
}

function renameForm(row, chat) {
  const form = element("form", null, { class: "row rename" });
  const input = element("input", null, { type: "text", maxlength: "200", required: "", "aria-label": `New name for ${chat.name}` });
  input.value = chat.name;
  const cancel = element("button", "Cancel", { type: "button", class: "small" });
  cancel.addEventListener("click", renderChats);
  form.append(input, element("button", "Save", { type: "submit", class: "small" }), cancel);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      await api(`/api/chats/${chat.id}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: input.value.trim() }) });
      await refreshChats();
    } catch (error) {
      chatsStatus(error.message, true);
    }
  });
  row.replaceChildren(form);
  input.select();
}

async function deleteChat(chat) {
  if (!confirm(`Delete the saved chat "${chat.name}"?`)) return;
  chats = await api(`/api/chats/${chat.id}`, { method: "DELETE" });
  if (Number(localStorage.getItem(CHAT_KEY)) === chat.id) clearHistory(); // it was the open one: start afresh
  renderChats();
  chatsStatus(`Deleted “${chat.name}”.`);
}

// -- graph: its own view (a tab), drawn by cytoscape (vendored under static/vendor) ------------------
let graphView = null;
const GRAPH_TOP = 150; // entities drawn, the most mentioned
const LAYOUT_SPAN = 800; // the square the seeded start positions fill (model units)

function cssVar(name) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

function showView(name) {
  const graph = name === "graph";
  document.querySelector("main").classList.toggle("graph-mode", graph);
  $("graph").hidden = !graph;
  $("tab-ask").setAttribute("aria-pressed", String(!graph));
  $("tab-graph").setAttribute("aria-pressed", String(graph));
  history.replaceState(null, "", graph ? "#graph" : location.pathname + location.search);
  if (graph && !graphView) refreshGraph();
  else if (graph) { graphView.resize(); graphView.fit(undefined, 20); }
}

// A number in [0, 1) from a name (FNV-1a): each entity starts from the same place on every load, so the
// layout, which moves them from there deterministically, does not reshuffle on a refresh.
function seeded(text, salt) {
  let hash = 2166136261 ^ salt;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0), 16777619);
  return (hash >>> 0) / 4294967296;
}

async function refreshGraph() {
  if ($("graph").hidden) { if (graphView) { graphView.destroy(); graphView = null; } return; } // drawn when shown
  let data;
  try { data = await api(`/api/graph?top=${GRAPH_TOP}`); } catch (error) { $("graph-counts").textContent = error.message; return; }
  const c = data.counts;
  $("graph-counts").textContent = `${c.entities} entities, ${c.clips} clips, ${c.facts ?? 0} facts`;
  $("graph-names").replaceChildren(...data.entities.map((e) => element("option", null, { value: e.name })));
  if (typeof cytoscape === "undefined") return;
  if (graphView) graphView.destroy();
  const elements = [
    ...data.entities.map((e) => ({
      data: { id: `e${e.id}`, label: e.name, size: 12 + 3 * Math.min(e.clips.length, 10), entity: e },
      position: { x: seeded(e.name, 1) * LAYOUT_SPAN, y: seeded(e.name, 2) * LAYOUT_SPAN },
    })),
    ...data.links.map((l) => ({ data: { id: `l${l.source}-${l.target}`, source: `e${l.source}`, target: `e${l.target}`, width: Math.min(1 + l.shared_clips, 6) } })),
  ];
  graphView = cytoscape({
    container: $("graph-view"),
    elements,
    minZoom: 0.1,
    maxZoom: 5,
    // Labels count as part of each node, so they do not overlap; a strong repulsion spreads the
    // usual case (a few videos: most entities share a clip) into a readable cloud. randomize: false
    // starts from the seeded positions above.
    layout: { name: "cose", animate: false, randomize: false, nodeDimensionsIncludeLabels: true, nodeRepulsion: () => 400000, idealEdgeLength: () => 100, padding: 20 },
    style: [
      { selector: "node", style: {
        "background-color": cssVar("--accent"), width: "data(size)", height: "data(size)", label: "data(label)",
        color: cssVar("--fg"), "font-size": 14, "min-zoomed-font-size": 6, "text-valign": "bottom", "text-margin-y": 3,
        "text-background-color": cssVar("--panel"), "text-background-opacity": 0.8, "text-background-padding": 1,
      } },
      { selector: "edge", style: { "line-color": cssVar("--edge"), width: "data(width)", "curve-style": "haystack", opacity: 0.7 } },
      { selector: ".faded", style: { opacity: 0.15 } },
      { selector: "node:selected", style: { "border-width": 3, "border-color": "#f0b400" } },
    ],
  });
  if (graphView.zoom() > 1.5) { graphView.zoom(1.5); graphView.center(); } // a small graph is not blown up
  graphView.on("tap", "node", (event) => focusEntity(event.target));
  graphView.on("tap", (event) => { if (event.target === graphView) graphView.elements().removeClass("faded"); });
}

function zoomBy(factor) {
  if (!graphView) return;
  const box = $("graph-view");
  graphView.zoom({ level: graphView.zoom() * factor, renderedPosition: { x: box.clientWidth / 2, y: box.clientHeight / 2 } });
}

function focusEntity(node) {
  graphView.elements().addClass("faded");
  node.closedNeighborhood().removeClass("faded");
  graphView.elements().unselect();
  node.select();
  showEntity(node.data("entity")).catch((error) => { $("entity-detail").textContent = error.message; });
}

function findEntity(event) {
  if (event.type === "keydown" && event.key !== "Enter") return;
  const query = $("graph-search").value.trim().toLowerCase();
  if (!query || !graphView) return;
  const nodes = graphView.nodes().filter((n) => n.data("label").toLowerCase().includes(query));
  const node = nodes.filter((n) => n.data("label").toLowerCase() === query)[0] || nodes[0];
  if (!node) { $("entity-detail").textContent = `No entity named like “${query}” among the most mentioned.`; return; }
  graphView.animate({ fit: { eles: node.closedNeighborhood(), padding: 40 } }, { duration: 300 });
  focusEntity(node);
}

// The node panel: the entity's facts and the moments that mention it, each playing from its own second.
async function showEntity(entity) {
  const detail = await api(`/api/graph/entity?name=${encodeURIComponent(entity.name)}`);
  const box = $("entity-detail");
  box.replaceChildren(element("h3", `${detail.entity.name} (${detail.entity.kind})`));
  const shaOf = Object.fromEntries(detail.clips.map((c) => [c.clip_id, [c.video_sha256, c.video]]));
  if (detail.facts.length) {
    const facts = element("ul", null, { class: "plain facts", "aria-label": "Facts" });
    for (const fact of detail.facts) {
      const [sha, video] = shaOf[fact.clip_id] ?? [];
      const item = element("li", null, { class: "fact" });
      item.append(element("span", `${fact.head} · ${fact.relation} · ${fact.tail}`));
      if (sha) item.append(citeButton({ video, video_sha256: sha, start: fact.start, end: fact.end }));
      facts.append(item);
    }
    box.append(element("h4", "Facts"), facts);
  }
  const moments = element("ul", null, { class: "plain moments", "aria-label": "Moments that mention it" });
  for (const moment of detail.moments) {
    const item = element("li");
    item.append(element("p", moment.video, { class: "clip-head" }), lineButton(moment.video_sha256, moment.video, moment));
    moments.append(item);
  }
  box.append(element("h4", "Moments"), moments);
  if (detail.neighbours.length) box.append(element("p", `Linked to: ${detail.neighbours.map((n) => n.name).join(", ")}`, { class: "neighbours" }));
}

// -- start ---------------------------------------------------------------------------------
function describeStrategy() {
  $("strategy-help").textContent = descriptions[$("strategy").value] || "";
}

async function start() {
  $("upload-form").addEventListener("submit", (event) => { event.preventDefault(); uploadFiles([...$("upload-file").files]); });
  const zone = $("upload-form");
  zone.addEventListener("dragover", (event) => { event.preventDefault(); zone.classList.add("dragging"); });
  zone.addEventListener("dragleave", () => zone.classList.remove("dragging"));
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    zone.classList.remove("dragging");
    uploadFiles([...event.dataTransfer.files]);
  });
  $("path-form").addEventListener("submit", addPath);
  $("ask-form").addEventListener("submit", ask);
  $("question").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) { event.preventDefault(); ask(); }
  });
  $("stop-button").addEventListener("click", stop);
  $("clear-conversation").addEventListener("click", clearHistory);
  $("strategy").addEventListener("change", describeStrategy);
  $("choices").addEventListener("input", showChoices);
  $("choices-panel").addEventListener("toggle", showChoices);
  $("clear-choices").addEventListener("click", () => setChoices(""));
  $("clear-scope").addEventListener("click", clearScope);
  $("transcript-search").addEventListener("input", filterTranscript);
  $("graph-search").addEventListener("change", findEntity);
  $("graph-search").addEventListener("keydown", findEntity);
  $("zoom-in").addEventListener("click", () => zoomBy(1.25));
  $("zoom-out").addEventListener("click", () => zoomBy(0.8));
  $("zoom-fit").addEventListener("click", () => graphView?.fit(undefined, 20));
  $("tab-ask").addEventListener("click", () => showView("ask"));
  $("tab-graph").addEventListener("click", () => showView("graph"));
  $("token-form").addEventListener("submit", (event) => {
    event.preventDefault();
    token = $("token").value;
    localStorage.setItem("vidrag-token", token);
    $("token-form").hidden = true;
    load();
  });
  renderHistory();
  await load();
  const answered = conversation.filter((t) => t.record);
  if (answered.length) showTimeline(answered[answered.length - 1].record); // once the videos' lengths are known
}

async function load() {
  try {
    const { strategies, descriptions: described, recommended, default: chosen } = await api("/api/strategies");
    descriptions = described;
    const health = await api("/api/health");
    $("path-form").hidden = !health.server_paths; // only a server started with --allow-root reads its files
    $("index-profile").textContent = `Index profile: ${health.profile} (Whisper ${health.asr_model})`;
    const select = $("strategy");
    select.replaceChildren(...strategies.map((s) => element("option", s === recommended ? `${s} (recommended)` : s, { value: s, title: described[s] })));
    select.value = chosen;
    describeStrategy();
    await Promise.all([refreshVideos(), refreshJobs(), refreshChats()]);
    if (location.hash === "#graph") showView("graph");
    document.body.dataset.ready = "true";
  } catch (error) {
    showStatus(error.message, true);
  }
}

document.addEventListener("DOMContentLoaded", start, { once: true });
