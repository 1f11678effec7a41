import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AdminBlogApi, AdminBlogPost, AdminBlogPostInput, AdminBlogPostListItem } from '../../../api/admin-blog';
import { ApiError } from '../../../api/api-error';
import { PagedList } from '../../../stores/base/PagedList';

export const ADMIN_BLOG_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 350;

/** The back office's blog posts: the list (search, paging), the post open in the editor, and the
 *  saving, cover upload and deleting flags. */
export class AdminBlogStore {
  /** What is typed in the search box; the list follows it after the debounce. */
  searchText = '';
  /** A post being edited, `new` for a new one, nothing while the list shows. */
  editing: AdminBlogPost | 'new' | undefined = undefined;
  isOpening = false;
  openError: ApiError | undefined = undefined;
  isSaving = false;
  isUploadingCover = false;
  deletingId: number | undefined = undefined;
  readonly list: PagedList<AdminBlogPostListItem>;
  private search = '';
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(
    private readonly api: AdminBlogApi,
    private readonly debounceMs = SEARCH_DEBOUNCE_MS,
  ) {
    this.list = new PagedList((page, pageSize) => this.api.getPosts({ page, pageSize, search: this.search || undefined }), ADMIN_BLOG_PAGE_SIZE);
    makeAutoObservable<AdminBlogStore, 'api' | 'debounceMs' | 'timer' | 'search'>(this, {
      api: false,
      debounceMs: false,
      timer: false,
      search: false,
      list: false,
      editing: observableRef,
      openError: observableRef,
    });
  }

  setSearchText(text: string): void {
    this.searchText = text;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.search = text.trim();
      void this.list.load(1);
    }, this.debounceMs);
  }

  startNew(): void {
    this.openError = undefined;
    this.editing = 'new';
  }

  async open(id: number): Promise<void> {
    this.isOpening = true;
    this.openError = undefined;
    try {
      const post = await this.api.getPost(id);
      runInAction(() => {
        this.editing = post;
      });
    } catch (error) {
      runInAction(() => {
        this.openError = error instanceof ApiError ? error : new ApiError(0);
      });
    } finally {
      runInAction(() => {
        this.isOpening = false;
      });
    }
  }

  close(): void {
    this.editing = undefined;
  }

  /** Creates or updates the post being edited; the list is read again. Throws the server's refusal. */
  async save(input: AdminBlogPostInput): Promise<AdminBlogPost> {
    const editing = this.editing;
    this.isSaving = true;
    try {
      const saved = editing && editing !== 'new' ? await this.api.updatePost(editing.id, input) : await this.api.createPost(input);
      runInAction(() => {
        this.editing = undefined;
      });
      void this.list.load(editing === 'new' ? 1 : this.list.page);
      return saved;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }

  /** Stores a picked cover; answers its address for the post's coverUrl. */
  async uploadCover(file: File): Promise<string> {
    this.isUploadingCover = true;
    try {
      return (await this.api.uploadCover(file)).url;
    } finally {
      runInAction(() => {
        this.isUploadingCover = false;
      });
    }
  }

  /** Deletes a post; answers the server's confirmation text. Throws the server's refusal. */
  async remove(id: number): Promise<string> {
    this.deletingId = id;
    try {
      const text = await this.api.deletePost(id);
      runInAction(() => this.list.remove((post) => post.id === id));
      return text;
    } finally {
      runInAction(() => {
        this.deletingId = undefined;
      });
    }
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
