import { SetMetadata } from '@nestjs/common';

export enum Role {
  User = 'user',
  Company = 'company',
  Admin = 'admin',
}

export const ROLES = 'roles';

/** Only these roles may call the route (any one of them). Without it any signed-in account may. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
