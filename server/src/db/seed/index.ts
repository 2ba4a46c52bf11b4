import type { Kysely, Transaction } from 'kysely';
import { PLATFORMS, type Platform } from '@contract/common';
import type { Database } from '../database';
import { list, publishedAt, type MenuSeed } from './helpers';
import { richTextPlain } from '../../lib/contains-text';
import { CAMPUSES, campusPicture } from './campuses';
import { menuTree } from './menus';
import { PAGE_TYPES } from './page-types';
import { COWORKERS, coworkerAvatar, JOBS } from './people';
import { OTHER_SITE_SCHOOL_ROLLS, SCHOOL_ROLLS, type SchoolRollSeed } from './school-rolls';
import { BANNERS, SITE_SETTINGS } from './site';
import { PRIVACY_MENU_NAME } from '@contract/lead-notice';

async function insertMenus(
  trx: Transaction<Database>,
  platform: Platform,
  menus: MenuSeed[],
  parentId: number | null,
): Promise<void> {
  for (const [index, menu] of menus.entries()) {
    const { id } = await trx
      .insertInto('site_menu')
      .values({
        parent_id: parentId,
        platform,
        name: menu.name,
        status: menu.status ?? 1,
        path: menu.path ?? null,
        page_type: menu.pageType ?? null,
        icon: menu.icon ?? null,
        sort_type: menu.sortType ?? null,
        content_type: menu.contentType ?? null,
        open_type: menu.openType ?? 'self',
        sort: (index + 1) * 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (menu.contents?.length) {
      await trx
        .insertInto('site_content')
        .values(
          menu.contents.map((content, position) => ({
            menu_id: id,
            title: content.title,
            url: content.url ?? null,
            image: content.image ?? null,
            summary: content.summary ?? null,
            body: content.body ?? null,
            // The body's text for the staff's search, as every save makes it (content-table.ts).
            body_text: richTextPlain(content.body),
            body_text_bytes: Buffer.byteLength(richTextPlain(content.body)),
            video: content.video ?? null,
            publish_time: content.publishTime,
            sort: (position + 1) * 10,
            status: content.status ?? 1,
          })),
        )
        .execute();
    }
    if (menu.subMenus?.length) await insertMenus(trx, platform, menu.subMenus, id);
  }
}

const schoolRollRows = (siteId: number, rolls: SchoolRollSeed[]) =>
  rolls.map((roll) => ({
    site_id: siteId,
    id_card_no: roll.idCardNo,
    year: roll.year,
    name: roll.name,
    major: roll.major,
    gender: roll.gender,
  }));

/** A platform's records in the seed's order (sorts 10, 20 …), published unless the seed says not. */
function platformRows<Seed extends { status?: 0 | 1 }, Columns>(
  platform: Platform,
  seeds: Seed[],
  columns: (seed: Seed, index: number) => Columns,
) {
  return seeds.map((seed, index) => ({
    platform,
    ...columns(seed, index),
    sort: (index + 1) * 10,
    status: seed.status ?? 1,
  }));
}

/** The id of the platform's one menu of this name (the seed names its special pages once). */
async function menuIdNamed(trx: Transaction<Database>, platform: Platform, name: string): Promise<number> {
  const { id } = await trx
    .selectFrom('site_menu')
    .select('id')
    .where('platform', '=', platform)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return id;
}

async function seedPlatform(trx: Transaction<Database>, platform: Platform): Promise<void> {
  await insertMenus(trx, platform, menuTree(platform), null);

  const setting = SITE_SETTINGS[platform];
  await trx
    .insertInto('site_setting')
    .values({
      platform,
      site_title: setting.siteTitle,
      contact_title: setting.contactTitle,
      copyright: setting.copyright,
      address: setting.address,
      phone: setting.phone,
      email: setting.email,
      home_url: setting.homeUrl,
      wechat_qr: setting.wechatQr,
      weibo_qr: setting.weiboQr,
      xiaohongshu_qr: setting.xiaohongshuQr,
      icp_links: JSON.stringify(setting.icpLinks),
      enroll_notice: setting.enrollNotice,
      working_hours: setting.workingHours,
      lead_next_steps: setting.leadNextSteps,
      // The privacy notice every lead form links: the site's 底部菜单 › 隐私政策 page.
      privacy_menu_id: await menuIdNamed(trx, platform, PRIVACY_MENU_NAME),
    })
    .execute();

  await trx
    .insertInto('site_banner')
    .values(platformRows(platform, BANNERS[platform], ({ title, image, url }) => ({ title, image, url })))
    .execute();

  await trx
    .insertInto('coworker')
    .values(
      platformRows(platform, COWORKERS[platform], ({ name, title, summary, subjects, bio }, index) => ({
        name,
        title,
        avatar: coworkerAvatar(index),
        summary,
        subjects,
        bio,
      })),
    )
    .execute();

  await trx
    .insertInto('job_position')
    .values(
      platformRows(platform, JOBS[platform], (job, index) => ({
        title: job.title,
        department: job.department,
        location: job.location,
        headcount: job.headcount,
        salary: job.salary,
        requirements: [
          '<h4>岗位职责</h4>',
          list(job.duties, true),
          '<h4>任职要求</h4>',
          list(job.requirements, true),
        ].join('\n'),
        publish_time: publishedAt(index * 4),
      })),
    )
    .execute();

  if (CAMPUSES[platform].length) {
    await trx
      .insertInto('campus')
      .values(
        platformRows(platform, CAMPUSES[platform], (campus, index) => ({
          ...campus,
          picture: campusPicture(index),
        })),
      )
      .execute();
  }
}

/**
 * Fills an empty database (no menus) with the demo content of all four platforms, in one
 * transaction: a crash half-way leaves the database empty, and the next start seeds again.
 * Returns whether it seeded.
 */
export async function seedIfEmpty(db: Kysely<Database>, options: { enrollSiteId: number }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('site_menu').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await trx
      .insertInto('page_type')
      .values(
        PAGE_TYPES.map((pageType) => ({
          name: pageType.name,
          template_key: pageType.templateKey,
          content_type: pageType.contentType ?? null,
          sort_type: pageType.sortType ?? null,
        })),
      )
      .execute();
    for (const platform of PLATFORMS) await seedPlatform(trx, platform);
    await trx
      .insertInto('school_roll_continue')
      .values([
        ...schoolRollRows(options.enrollSiteId, SCHOOL_ROLLS),
        ...schoolRollRows(options.enrollSiteId + 1, OTHER_SITE_SCHOOL_ROLLS),
      ])
      .execute();
    return true;
  });
}
