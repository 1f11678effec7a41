import { ApiProperty } from '@nestjs/swagger';
import { FaqView } from '../../../static/static-content.view.js';

/** A question as the back office edits it: the public FAQ item and its place in its group. */
export class AdminFaqItem extends FaqView {
  @ApiProperty()
  orderIndex: number;
}
