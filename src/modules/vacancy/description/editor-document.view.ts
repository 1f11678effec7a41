import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI's picture of an Editor.js document as an answer carries it (editor-document.ts): the
 *  blocks' data stay free-form, the client reads them by their type. */
export class EditorBlockView {
  @ApiProperty({ required: false })
  id?: string;
  @ApiProperty({ description: 'paragraph, header, list, quote or delimiter' })
  type: string;
  @ApiProperty({ type: 'object', additionalProperties: true })
  data: Record<string, unknown>;
}

export class EditorDocumentView {
  @ApiProperty({ required: false })
  time?: number;
  @ApiProperty({ type: [EditorBlockView] })
  blocks: EditorBlockView[];
  @ApiProperty({ required: false })
  version?: string;
}
