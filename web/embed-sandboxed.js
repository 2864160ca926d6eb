// The embedded board in a frame sandboxed without `allow-same-origin`: its origin is opaque, so
// its modules (fetched with CORS) are refused and nothing else would run. This one plain script
// still does, and says which tokens the frame needs instead of leaving it blank.
if (self.origin === "null") {
  const note = document.getElementById("embed-sandboxed");
  if (note) note.hidden = false;
  document.body.dataset.state = "error";
}
