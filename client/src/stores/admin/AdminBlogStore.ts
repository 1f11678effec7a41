import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AdminBlogApi, AdminBlogPost, AdminBlogPostInput, AdminBlogPostListItem } from '../../api/admin-blog';
import { ApiError } from '../../api/api-error';
import { whileBusy, whileBusyWith } from '../base/busy';
import { createOrUpdate, deleteFromList, type Editing } from '../base/editing';
import type { PagedList } from '../base/PagedList';
import { SearchedPagedList } from '../base/SearchedPagedList';

export const ADMIN_BLOG_PAGE_SIZE = 10;

/** The back office's blog posts: the list (search, paging), the post open in the editor, and the
 *  saving, cover upload and deleting flags. */
export class AdminBlogStore {
  /** A post being edited, `new` for a new one, nothing while the list shows. */
  editing: Editing<AdminBlogPost> = undefined;
  isOpening = false;
  openError: ApiError | undefined = undefined;
  isSaving = false;
  isUploadingCover = false;
  deletingId: number | undefined = undefined;
  readonly search: SearchedPagedList<AdminBlogPostListItem>;
  readonly list: PagedList<AdminBlogPostListItem>;

  constructor(
    private readonly api: AdminBlogApi,
    debounceMs?: number,
  ) {
    this.search = new SearchedPagedList(({ search }, page, pageSize) => this.api.getPosts({ page, pageSize, search }), {
      filters: {},
      pageSize: ADMIN_BLOG_PAGE_SIZE,
      debounceMs,
    });
    this.list = this.search.list;
    makeAutoObservable<AdminBlogStore, 'api'>(this, {
      api: false,
      search: false,
      list: false,
      editing: observableRef,
      openError: observableRef,
    });
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
  save(input: AdminBlogPostInput): Promise<AdminBlogPost> {
    const editing = this.editing;
    return whileBusy(
      (busy) => (this.isSaving = busy),
      async () => {
        const saved = await createOrUpdate(editing, {
          create: () => this.api.createPost(input),
          update: (id) => this.api.updatePost(id, input),
        });
        runInAction(() => {
          this.editing = undefined;
        });
        void this.list.load(editing === 'new' ? 1 : this.list.page);
        return saved;
      },
    );
  }

  /** Stores a picked cover; answers its address for the post's coverUrl. */
  uploadCover(file: File): Promise<string> {
    return whileBusy(
      (busy) => (this.isUploadingCover = busy),
      async () => (await this.api.uploadCover(file)).url,
    );
  }

  /** Deletes a post; answers the server's confirmation text. Throws the server's refusal. */
  remove(id: number): Promise<string> {
    return whileBusyWith(
      (busy) => (this.deletingId = busy),
      id,
      () => deleteFromList(this.list, id, (postId) => this.api.deletePost(postId)),
    );
  }

  dispose(): void {
    this.search.dispose();
  }
}
