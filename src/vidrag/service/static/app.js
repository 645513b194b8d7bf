// vidrag's web page: plain JavaScript, no build step. Everything from the server is inserted
// as text (textContent), never as HTML: video text is untrusted.
"use strict";

const $ = (id) => document.getElementById(id);
let token = localStorage.getItem("vidrag-token") || "";
let videos = [];
// How each text source is labelled (as the answer prompt does); captions and objects come from vision models.
const SOURCE_LABELS = { asr: "speech", subtitle: "speech", ocr: "on screen", caption: "seen", det: "objects" };

function authHeaders(extra = {}) {
  return token ? { ...extra, Authorization: `Bearer ${token}` } : extra;
}

function withToken(url) {
  return token ? `${url}${url.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}` : url;
}

async function api(path, options = {}) {
  const response = await fetch(path, { ...options, headers: authHeaders(options.headers || {}) });
  if (response.status === 401) {
    $("token-form").hidden = false;
    throw new Error("this server needs an API token");
  }
  const body = response.headers.get("content-type")?.includes("json") ? await response.json() : null;
  if (!response.ok) throw new Error(body?.detail ? String(body.detail) : `HTTP ${response.status}`);
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

// -- player --------------------------------------------------------------------------------
function seek(sha, start, label) {
  const player = $("player");
  const url = withToken(`/api/videos/${sha}/media`);
  const target = start + 0.05; // just inside the cited range
  $("now-playing").textContent = label;
  if (player.dataset.sha !== sha) {
    player.dataset.sha = sha;
    player.src = url;
    player.addEventListener("loadedmetadata", () => { player.currentTime = target; }, { once: true });
    player.load();
  } else {
    player.currentTime = target;
  }
  player.focus();
}

function citeButton(cite) {
  const label = `${cite.video} ${clock(cite.start)}-${clock(cite.end)}`;
  const button = element("button", label, {
    type: "button", class: "link cite", "data-start": cite.start, "data-end": cite.end,
    "aria-label": `Play ${cite.video} from ${clock(cite.start)}`,
  });
  button.addEventListener("click", () => seek(cite.video_sha256, cite.start, label));
  return button;
}

// -- library -------------------------------------------------------------------------------
async function refreshVideos() {
  videos = await api("/api/videos");
  const list = $("videos");
  list.replaceChildren();
  if (!videos.length) list.append(element("li", "No videos yet.", { class: "muted" }));
  for (const v of videos) {
    const item = element("li");
    const play = element("button", v.name, { type: "button", class: "link" });
    play.addEventListener("click", () => seek(v.sha256, 0, v.name));
    const state = v.status === "ready" ? "" : " (indexing)";
    item.append(play, element("span", ` ${clock(v.duration)}, ${v.clips} clips${state}`, { class: "muted" }));
    const remove = element("button", "remove", { type: "button", class: "small", "aria-label": `Remove ${v.name}` });
    remove.addEventListener("click", async () => {
      if (!confirm(`Remove ${v.name} from the index?`)) return;
      await api(`/api/videos/${v.sha256}`, { method: "DELETE" });
      refreshVideos();
    });
    item.append(remove);
    list.append(item);
  }
}

let polling = null;
async function refreshJobs() {
  const jobs = await api("/api/jobs");
  const list = $("jobs");
  list.replaceChildren();
  const active = jobs.filter((j) => j.state === "queued" || j.state === "running");
  for (const job of jobs.slice(0, 8)) {
    const item = element("li", null, { "data-job": job.id, "data-state": job.state });
    const eta = job.eta_seconds != null ? `, about ${clock(job.eta_seconds)} left` : "";
    let text = `${job.name}: ${job.state}`;
    if (job.state === "running") text += ` (${job.stage}, ${job.clips_done}/${job.clips_total} clips${eta})`;
    if (job.state === "failed") text += `: ${job.error}`;
    item.append(element("span", text));
    if (job.state === "running" || job.state === "queued") {
      item.append(element("progress", null, { max: 100, value: job.percent, "aria-label": `${job.name} progress` }));
    }
    list.append(item);
  }
  if (!jobs.length) list.append(element("li", "None.", { class: "muted" }));
  if (active.length && !polling) polling = setInterval(pollJobs, 1000);
  if (!active.length && polling) { clearInterval(polling); polling = null; refreshVideos(); refreshGraph(); }
}

async function pollJobs() {
  try { await refreshJobs(); } catch (error) { $("library-status").textContent = error.message; }
}

async function upload(event) {
  event.preventDefault();
  const file = $("upload-file").files[0];
  if (!file) { $("library-status").textContent = "Choose a video file first."; return; }
  $("library-status").textContent = `Uploading ${file.name}…`;
  try {
    await api(`/api/uploads?name=${encodeURIComponent(file.name)}`, {
      method: "PUT", body: file, headers: { "Content-Type": "application/octet-stream" },
    });
    $("library-status").textContent = `${file.name} uploaded; indexing.`;
    await refreshJobs();
  } catch (error) {
    $("library-status").textContent = `Upload failed: ${error.message}`;
  }
}

async function addPath(event) {
  event.preventDefault();
  const path = $("server-path").value.trim();
  if (!path) return;
  try {
    await api("/api/videos", { method: "POST", body: JSON.stringify({ path }), headers: { "Content-Type": "application/json" } });
    $("library-status").textContent = `${path} queued.`;
    await refreshJobs();
  } catch (error) {
    $("library-status").textContent = error.message;
  }
}

// -- questions -----------------------------------------------------------------------------
async function showEvidence(citations) {
  const list = $("evidence");
  list.replaceChildren();
  const bySha = {};
  for (const cite of citations) {
    const item = element("li");
    item.append(citeButton(cite));
    list.append(item);
    bySha[cite.video_sha256] ??= api(`/api/videos/${cite.video_sha256}/clips`);
    const detail = await bySha[cite.video_sha256];
    const clip = detail.clips.find((c) => c.id === cite.clip_id);
    for (const text of clip ? clip.texts : []) {
      const line = element("span", null, { class: "snippet" });
      line.append(element("span", `${SOURCE_LABELS[text.source] ?? "speech"} ${clock(text.start)}: `, { class: "source" }));
      line.append(document.createTextNode(text.text));
      item.append(line);
    }
  }
}

function showAnswer(record) {
  $("answer").textContent = record.answer;
  const list = $("citations");
  list.replaceChildren();
  for (const cite of record.citations) {
    const item = element("li");
    item.append(citeButton(cite), element("span", ` score ${cite.score.toFixed(2)}`, { class: "muted" }));
    list.append(item);
  }
  $("trace").textContent = record.trace ? JSON.stringify({ strategy: record.strategy, timings: record.timings, trace: record.trace }, null, 1) : "";
  $("explain-panel").hidden = !record.trace;
  showEvidence(record.citations).catch((error) => { $("evidence").textContent = error.message; });
}

async function ask(event) {
  event.preventDefault();
  const question = $("question").value.trim();
  if (!question) return;
  const choices = $("choices").value.split("\n").map((c) => c.trim()).filter(Boolean);
  const body = { question, strategy: $("strategy").value || null, explain: $("explain").checked, choices: choices.length ? choices : null };
  const answer = $("answer");
  answer.className = "";
  answer.textContent = "…";
  $("citations").replaceChildren();
  $("ask-button").disabled = true;
  try {
    const response = await fetch("/api/ask/stream", {
      method: "POST", body: JSON.stringify(body), headers: authHeaders({ "Content-Type": "application/json" }),
    });
    if (!response.ok) {
      const detail = await response.json().catch(() => ({}));
      throw new Error(detail.detail ? (typeof detail.detail === "string" ? detail.detail : JSON.stringify(detail.detail)) : `HTTP ${response.status}`);
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "", streamed = "";
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
        if (kind === "token") { streamed += data.text; answer.textContent = streamed; }
        else if (kind === "answer") showAnswer(data);
        else if (kind === "error") throw new Error(data.detail);
      }
    }
  } catch (error) {
    answer.className = "error";
    answer.textContent = error.message;
  } finally {
    $("ask-button").disabled = false;
  }
}

// -- graph ---------------------------------------------------------------------------------
async function refreshGraph() {
  const svg = $("graph-view");
  svg.replaceChildren();
  let data;
  try { data = await api("/api/graph?top=14"); } catch (error) { $("graph-counts").textContent = error.message; return; }
  const c = data.counts;
  $("graph-counts").textContent = `${c.entities} entities, ${c.clips} clips, ${c.facts ?? 0} facts`;
  const ns = "http://www.w3.org/2000/svg";
  const n = data.entities.length, center = 160, radius = 95;
  const position = {};
  data.entities.forEach((e, i) => {
    const angle = (2 * Math.PI * i) / Math.max(n, 1) - Math.PI / 2;
    position[e.id] = [center + radius * Math.cos(angle), center + radius * Math.sin(angle)];
  });
  for (const link of data.links) {
    const [x1, y1] = position[link.source], [x2, y2] = position[link.target];
    const line = document.createElementNS(ns, "line");
    for (const [k, v] of Object.entries({ x1, y1, x2, y2, "stroke-width": Math.min(1 + link.shared_clips, 6) })) line.setAttribute(k, v);
    svg.append(line);
  }
  for (const e of data.entities) {
    const [x, y] = position[e.id];
    const dot = document.createElementNS(ns, "circle");
    for (const [k, v] of Object.entries({ cx: x, cy: y, r: 4 + Math.min(e.clips.length, 8), tabindex: 0, role: "button" })) dot.setAttribute(k, v);
    dot.setAttribute("aria-label", `${e.name}: ${e.clips.length} clips`);
    const open = () => showEntity(e);
    dot.addEventListener("click", open);
    dot.addEventListener("keydown", (event) => { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); open(); } });
    const label = document.createElementNS(ns, "text");
    const left = x < center - 1; // labels point away from the circle so they stay inside the view
    label.setAttribute("x", left ? x - 9 : x + 9); label.setAttribute("y", y + 3);
    label.setAttribute("text-anchor", left ? "end" : "start");
    label.textContent = e.name;
    svg.append(dot, label);
  }
}

function showEntity(entity) {
  const box = $("entity-detail");
  box.replaceChildren(element("h3", `${entity.name} (${entity.kind})`));
  const list = element("ul", null, { class: "plain" });
  for (const clip of entity.clips) {
    const item = element("li");
    item.append(citeButton({ ...clip, score: 0 }));
    list.append(item);
  }
  box.append(list);
}

// -- start ---------------------------------------------------------------------------------
async function start() {
  $("upload-form").addEventListener("submit", upload);
  $("path-form").addEventListener("submit", addPath);
  $("ask-form").addEventListener("submit", ask);
  $("token-form").addEventListener("submit", (event) => {
    event.preventDefault();
    token = $("token").value;
    localStorage.setItem("vidrag-token", token);
    $("token-form").hidden = true;
    load();
  });
  $("explain-panel").hidden = true;
  await load();
}

async function load() {
  try {
    const { strategies, default: chosen } = await api("/api/strategies");
    const select = $("strategy");
    select.replaceChildren(...strategies.map((s) => element("option", s, { value: s })));
    select.value = chosen;
    await Promise.all([refreshVideos(), refreshJobs(), refreshGraph()]);
    document.body.dataset.ready = "true";
  } catch (error) {
    $("library-status").textContent = error.message;
  }
}

document.addEventListener("DOMContentLoaded", start, { once: true });
