import { action, makeObservable, observableRef } from 'mobx';
import { useEffect } from 'react';
import { useStores } from '../../stores/StoresContext';
import type { PageSubject } from './page-head';

/** A feed a page announces: its address as the page links it (relative is fine). */
export interface PageFeed {
  title: string;
  href: string;
}

type Part = 'subject' | 'feed';

/** What the page shown tells the head beyond its route: its subject and its feed. */
export class PageHeadState {
  subject: PageSubject | undefined = undefined;
  feed: PageFeed | undefined = undefined;

  constructor() {
    makeObservable<PageHeadState, 'clear'>(this, {
      subject: observableRef,
      feed: observableRef,
      set: action,
      clear: action,
    });
  }

  /** Sets one part; answers the clean-up that takes it back (when it is still the same). */
  set<K extends Part>(part: K, value: PageHeadState[K]): () => void {
    (this as PageHeadState)[part] = value;
    return () => this.clear(part, value);
  }

  private clear<K extends Part>(part: K, value: PageHeadState[K]): void {
    if ((this as PageHeadState)[part] === value) (this as PageHeadState)[part] = undefined;
  }
}

const states = new WeakMap<object, PageHeadState>();

/** The head state of an app (one per root store). */
export function pageHeadStateOf(root: object): PageHeadState {
  let state = states.get(root);
  if (!state) {
    state = new PageHeadState();
    states.set(root, state);
  }
  return state;
}

/** What makes a subject another one: the data its head is made of. */
const identityOf = (subject: PageSubject | undefined): unknown =>
  subject?.kind === 'subject' ? subject.identity : subject?.kind;

/** A page with a subject (a company, a vacancy, an article, a comparison: subject-heads.ts) hands
 *  it to the head while it shows; undefined while it loads. Effects only: the first render is not
 *  changed. */
export function usePageSubject(subject: PageSubject | undefined): void {
  const state = pageHeadStateOf(useStores());
  const identity = identityOf(subject);
  useEffect(
    () => (subject ? state.set('subject', subject) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the subject is the same while what it is made of is: a new object of the same data is not news
    [state, identity],
  );
}

/** A page that announces an RSS feed of what it shows (the vacancy search: that of its search). */
export function usePageFeed(feed: PageFeed | undefined): void {
  const state = pageHeadStateOf(useStores());
  const title = feed?.title;
  const href = feed?.href;
  useEffect(() => (title && href ? state.set('feed', { title, href }) : undefined), [state, title, href]);
}
