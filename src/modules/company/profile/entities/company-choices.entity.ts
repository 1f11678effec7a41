import { Entity, PrimaryColumn } from 'typeorm';

/** A technology (dictionary type 8) a company works with. */
@Entity('company_technology')
export class CompanyTechnology {
  @PrimaryColumn({ type: 'integer' })
  companyId: number;

  @PrimaryColumn({ type: 'integer' })
  technologyId: number;
}

/** A benefit (dictionary type 0: a benefit group or one of its sub-benefits) a company offers. */
@Entity('company_benefit')
export class CompanyBenefit {
  @PrimaryColumn({ type: 'integer' })
  companyId: number;

  @PrimaryColumn({ type: 'integer' })
  benefitId: number;
}
