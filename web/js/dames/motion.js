// Keyed SVG layers and the board's movements: an element is made or removed only when its key
// appears or goes, and glides when its place changes (chessground's `sync` and `anim`).

/**
 * Create, update and remove keyed children of a layer.
 * @template {{key: string}} S
 * @param {Element} layer @param {Map<string, any>} map @param {S[]} specs
 * @param {(spec: S) => Element} make @param {(node: any, spec: S) => void} update
 */
export function syncKeyed(layer, map, specs, make, update) {
  const wanted = new Set(specs.map((s) => s.key));
  for (const [key, node] of map) {
    if (!wanted.has(key)) {
      node.remove();
      map.delete(key);
    }
  }
  for (const spec of specs) {
    let node = map.get(spec.key);
    if (!node) {
      node = make(spec);
      node.dataset.key = spec.key;
      map.set(spec.key, node);
      layer.appendChild(node);
    }
    update(node, spec);
  }
}

/**
 * Glide an element between two `translate(x y)` transforms, lifted in the middle.
 * @param {Element} node @param {string} from @param {string} to @param {number} ms @param {boolean} [shrink] @param {boolean} [spin]
 */
export function glide(node, from, to, ms, shrink = false, spin = false) {
  const [x0, y0] = parse(from),
    [x1, y1] = parse(to);
  const mid = `translate(${(x0 + x1) / 2}px, ${(y0 + y1) / 2}px) scale(1.14)${spin ? " rotate(160deg)" : ""}`;
  const end = `translate(${x1}px, ${y1}px)${shrink ? " scale(0.4)" : ""}${spin ? " rotate(360deg)" : ""}`;
  return node
    .animate([{ transform: `translate(${x0}px, ${y0}px)` }, { transform: mid }, { transform: end }], {
      duration: ms,
      easing: "cubic-bezier(.4,0,.2,1)",
    })
    .finished.then(
      () => {},
      () => {},
    );
}

/** @param {string} transform @returns {[number, number]} */
function parse(transform) {
  const m = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(transform);
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/** @param {number} ms */
export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
