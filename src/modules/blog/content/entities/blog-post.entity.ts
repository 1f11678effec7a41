import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export enum BlogPostStatus {
  Draft = 1,
  Published = 2,
}

/** A post of the built-in blog, in English and Georgian; bodies are Markdown. Its search_vector is
 *  kept by a trigger (migration 1764316800000-Blog) and is not mapped here. */
@Entity('blog_post')
export class BlogPostEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  titleEn: string;

  /** '' when there is no Georgian title (the English one is shown). */
  @Column({ type: 'text', default: '' })
  titleGe: string;

  @Column({ type: 'text', default: '' })
  summaryEn: string;

  @Column({ type: 'text', default: '' })
  summaryGe: string;

  @Column({ type: 'text' })
  bodyEn: string;

  @Column({ type: 'text', default: '' })
  bodyGe: string;

  @Column({ type: 'text', nullable: true })
  coverUrl: string | null;

  @Column({ type: 'text', nullable: true })
  author: string | null;

  @Column({ type: 'smallint', default: BlogPostStatus.Draft })
  status: BlogPostStatus;

  /** Set when the post is first published; kept when it is unpublished and published again. */
  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
