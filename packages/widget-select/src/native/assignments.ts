/**
 * Assignments from code to a mounted select's selection: `select.value`,
 * `select.selectedIndex`, `select.options.selectedIndex` and an option's
 * `selected` change it with no event and no mutation record (jQuery's
 * `.val()`, Alpine's `x-model`, framework bindings). Each is wrapped in an
 * accessor that defers to the one it replaces, then tells the follower.
 *
 * Each is wrapped once on its prototype (`HTMLOptionElement.prototype`, …)
 * while a select is followed: own accessors on each option cost about
 * 70-95 ms to add and 125-185 ms to take away at 100,000 options (and
 * options added later would need them too), on each select a tenth of a
 * mount; the shared one costs nothing to add, and a page's assignment pays
 * a lookup of the option's select.
 * Everything is put back when the last follower stops; an accessor that
 * another script wrapped meanwhile stays, passing assignments through.
 */

type Wrapped = (target: object) => void;

/**
 * Puts an accessor for `name` on `target`, which has one of its own (a
 * prototype, or a select another script gave one), that reads and writes
 * through it, then calls `after` with the assigned object. Returns what
 * undoes it (nothing when it could not be added: a frozen object, a data
 * property).
 */
function wrap(target: object, name: string, after: Wrapped): () => void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  const { get, set } = own ?? {};
  if (!get || !set || own?.configurable === false) return () => {};
  const accessor: PropertyDescriptor = {
    configurable: true,
    enumerable: own?.enumerable,
    get() {
      return get.call(this);
    },
    set(value: unknown) {
      set.call(this, value);
      after(this);
    },
  };
  try {
    Object.defineProperty(target, name, accessor);
  } catch {
    return () => {};
  }
  return () => {
    // Another script wrapped it since: its accessor calls this one, which stays.
    if (Object.getOwnPropertyDescriptor(target, name)?.set !== accessor.set) return;
    Object.defineProperty(target, name, own as PropertyDescriptor);
  };
}

/**
 * The followed selects (and their options collections), each with what to tell its follower. Weak: a select
 * whose page was swapped out without `destroy()` (Turbo, htmx) must not keep
 * its widget alive; `options.following` counts the watches not yet undone, and
 * `options.unwrap` undoes the wraps on the prototypes.
 */
const followed = new WeakMap<object, () => void>();
const options: { following: number; unwrap: (() => void)[] | null } = { following: 0, unwrap: null };
/** Node's own parentNode getter, taken once as the module loads: looking it up per assignment cost 10-16 ms per 100,000 options. */
const parentNodeGetter = (
  typeof Node === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(Node.prototype, 'parentNode')?.get
) as ((this: Node) => Node | null) | undefined;

const parentNodeOf = (node: Node): Node | null =>
  parentNodeGetter ? parentNodeGetter.call(node) : node.parentNode;

/** An option's assignment: its select (through an optgroup) hears of it. */
function optionAssigned(option: object): void {
  let parent = parentNodeOf(option as Node);
  if (parent instanceof HTMLOptGroupElement) parent = parentNodeOf(parent);
  if (parent) followed.get(parent)?.();
}

/** Calls `assigned` after each assignment from code to `select`'s selection, until the returned function is called. */
export function watchAssignments(select: HTMLSelectElement, assigned: () => void): () => void {
  const members = [
    [select, 'value'],
    [select, 'selectedIndex'],
    [select.options, 'selectedIndex'],
  ] as const;
  // A member another script made this select's own is wrapped in place (a mount is of this window's elements).
  const undo = members.map(([target, name]) => {
    followed.set(target, assigned);
    return Object.hasOwn(target, name) ? wrap(target, name, assigned) : () => {};
  });
  const tell = (target: object) => followed.get(target)?.();
  options.following++;
  options.unwrap ??= [
    wrap(HTMLOptionElement.prototype, 'selected', optionAssigned),
    wrap(HTMLSelectElement.prototype, 'value', tell),
    wrap(HTMLSelectElement.prototype, 'selectedIndex', tell),
    wrap(HTMLOptionsCollection.prototype, 'selectedIndex', tell),
  ];
  return () => {
    for (const step of undo) step();
    followed.delete(select);
    followed.delete(select.options);
    if (--options.following > 0) return;
    for (const step of options.unwrap ?? []) step();
    options.unwrap = null;
  };
}
