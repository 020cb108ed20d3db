/**
 * The tags of a large selection after the first ones: added in wrappers of {@link TAG_CHUNK} tags, one
 * per frame, so no task builds and lays out thousands of tags (a new wrapper is laid out in full in its
 * first frame, at several times the cost of building it). The first {@link EAGER_TAGS} are added on
 * their own; the rest when the user scrolls the tag area near its end or walks the tags past the last
 * one, so a 100,000-value select-all puts a few hundred tags in the document, not 100,000 (which would
 * cost seconds to build and a long task to remove on destroy).
 *
 * A few hundred, not thousands: the tag area shows a few dozen, and every tag is a handful of DOM
 * nodes. Next to a native select of a million options, each few thousand new nodes set off a garbage
 * collection that traces the whole document (about 100 ms a time in Chromium): 5,000 eager tags made a
 * dozen long frames of one select-all.
 *
 * Each wrapper is skipped by the browser while it is scrolled out of view (`content-visibility: auto`),
 * so a frame lays out the wrappers, not every tag.
 */
import { cls } from '../../view/classes';
import { el } from '../../view/dom';
import type { TagChunksPart } from '../types';

/** Tags per wrapper. */
export const TAG_CHUNK = 100;
/** Tags added without the user asking for more (a few screens of the tag area). */
export const EAGER_TAGS = 400;
/** Tags added each time the user scrolls near the end of the ones shown. */
const MORE_TAGS = 400;

export class TagChunks implements TagChunksPart {
  private value: readonly string[] = [];
  /** Index of the next value without a tag. */
  private next = 0;
  /** Values with a tag in the end (the rest are counted by "+N more"). */
  private end = 0;
  /** Tags are added up to here without the user asking. */
  private limit = 0;
  private frame = 0;
  private watcher: IntersectionObserver | null = null;
  /** The "+N more" chip, which stays after every tag. */
  private more: Element | null = null;

  constructor(
    private readonly values: HTMLElement,
    private readonly tag: (value: string, index: number) => HTMLElement,
  ) {}

  start(value: readonly string[], from: number, end: number, more: Element | null): void {
    this.stop();
    this.value = value;
    this.next = from;
    this.end = end;
    this.more = more;
    this.limit = Math.min(end, EAGER_TAGS);
    this.schedule();
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.watcher?.disconnect();
    this.watcher = null;
    this.next = this.end = this.limit = 0;
    this.value = [];
  }

  /** Whether some tags are still to be added. */
  get pending(): boolean {
    return this.next < this.end;
  }

  /** Adds the next chunk now (the keyboard walked past the last tag); false when none is left. */
  addNow(): boolean {
    if (!this.pending) return false;
    this.limit = Math.max(this.limit, Math.min(this.end, this.next + TAG_CHUNK));
    this.addChunk();
    return true;
  }

  private schedule(): void {
    if (this.frame || this.next >= this.limit) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      if (!this.values.isConnected) return this.stop();
      this.addChunk();
    });
  }

  /** Adds the next chunk; then the next frame adds another, or past the limit the end is watched. */
  private addChunk(): void {
    const to = Math.min(this.next + TAG_CHUNK, this.end);
    const chunk = el('span', cls.tagChunk);
    for (let i = this.next; i < to; i++) chunk.append(this.tag(this.value[i] as string, i));
    this.values.insertBefore(chunk, this.more);
    this.next = to;
    if (this.next < this.limit) this.schedule();
    else this.watchEnd();
  }

  /** Past the eager tags: more once the last chunk comes near the visible part of the tag area. */
  private watchEnd(): void {
    this.watcher?.disconnect();
    this.watcher = null;
    const last = this.more ? this.more.previousElementSibling : this.values.lastElementChild;
    if (!this.pending || !last) return;
    this.watcher = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.watcher?.disconnect();
        this.watcher = null;
        this.limit = Math.min(this.end, this.next + MORE_TAGS);
        this.schedule();
      },
      { root: this.values, rootMargin: '0px 0px 100% 0px' },
    );
    this.watcher.observe(last);
  }
}
