import type { Page } from './company';
import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** A post in the back office's list: both languages' titles and summaries, drafts too. */
export type AdminBlogPostListItem = Schemas['AdminBlogPostListItem'];

/** A post as the back office edits it, with both Markdown bodies. */
export type AdminBlogPost = Schemas['AdminBlogPost'];

/** CreatePost and UpdatePost: `publish` publishes the post or takes it back to drafts. */
export type AdminBlogPostInput = Schemas['BlogPostBody'];

/** What an image upload of the back office answers: the stored image's address. */
export type UploadedImageAnswer = Schemas['UploadedImageView'];

/** The back office's blog posts (staff only; 409 when the blog is read from an external content service). */
export const adminBlogApi = (http: HttpClient) => ({
  getPosts: (query: { page: number; pageSize: number; search?: string }) =>
    http.get<Page<AdminBlogPostListItem>>('/Admin/Blog/GetPosts', query),
  getPost: (id: number) => http.get<AdminBlogPost>('/Admin/Blog/GetPost', { id }),
  createPost: (input: AdminBlogPostInput) => http.post<AdminBlogPost>('/Admin/Blog/CreatePost', input),
  updatePost: (id: number, input: AdminBlogPostInput) =>
    http.post<AdminBlogPost>('/Admin/Blog/UpdatePost', input, { id }),
  /** Answers the confirmation text. */
  deletePost: (id: number) => http.post<string>('/Admin/Blog/DeletePost', undefined, { id }),
  uploadCover: (file: File) => {
    const form = new FormData();
    form.append('Cover', file);
    return http.postForm<UploadedImageAnswer>('/Admin/Blog/UploadCover', form);
  },
});

export type AdminBlogApi = ReturnType<typeof adminBlogApi>;
