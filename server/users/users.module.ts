import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from './user.entity.js';

/** Users; sign-in (a later module) creates and reads them. */
@Module({ imports: [TypeOrmModule.forFeature([UserEntity])], exports: [TypeOrmModule] })
export class UsersModule {}
