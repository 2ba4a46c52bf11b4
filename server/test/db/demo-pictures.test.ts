import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pictureOf } from '../../src/db/seed/helpers';

const DEMO = path.resolve(__dirname, '../../../public/images/demo');
const sceneOf = (title: string) => /scene-(\w+)-\d\.svg$/.exec(pictureOf(title))?.[1];

describe('the demo pictures', () => {
  it.each([
    ['图书馆', 'library'],
    ['读书分享会', 'library'],
    ['教学楼', 'campus'],
    ['华南理工大学', 'campus'],
    ['2025 年秋季开学典礼', 'campus'],
    ['2025 届毕业典礼', 'graduation'],
    ['学位授予仪式', 'graduation'],
    ['会计学', 'classroom'],
    ['学位英语备考经验分享会', 'classroom'],
    ['名师讲堂', 'classroom'],
    ['实训中心', 'workshop'],
    ['护理学', 'workshop'],
    ['颁奖典礼', 'certificate'],
    ['职业技能等级证书', 'certificate'],
    ['校企签约', 'meeting'],
    ['毕业生就业双选会', 'meeting'],
    ['自考学员在线学习', 'online'],
    ['运动会', 'sports'],
    ['迎新晚会', 'stage'],
    ['志愿服务', 'community'],
    ['开放式办公区', 'office'],
    ['来访路线图', 'map'],
  ])('shows what “%s” names: %s', (title, scene) => {
    expect(sceneOf(title)).toBe(scene);
  });

  it('exist for every subject, and carry no text of their own (captions and alt texts say what they show)', () => {
    const files = readdirSync(DEMO).filter((file) => /^(scene|portrait)-.*\.svg$/.test(file));
    for (const title of ['图书馆', '运动会', '某某']) {
      expect(files).toContain(path.basename(pictureOf(title)));
    }
    for (const file of files) {
      expect([file, readFileSync(path.join(DEMO, file), 'utf8').includes('<text')]).toEqual([file, false]);
    }
  });

  it('draws every teacher differently', () => {
    const portraits = readdirSync(DEMO).filter((file) => file.startsWith('portrait-'));
    expect(portraits).toHaveLength(12);
    const drawn = new Set(portraits.map((file) => readFileSync(path.join(DEMO, file), 'utf8')));
    expect(drawn.size).toBe(12);
  });
});
