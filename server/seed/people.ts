import { avatarSvg, portraitSvg } from './artwork';
import type { SeedContext } from './context';
import { insertMany } from './context';

export interface People {
  studios: number[];
  directors: number[];
  translators: number[];
  actors: number[];
}

const studios = [
  'Тэнгэр Продакшн',
  'Хаан Медиа',
  'Нүүдэл Студи',
  'Алтан Говь Филм',
  'Эрдэнэ Пикчерс',
  'Өргөө Продакшн',
];

const directors = [
  'Б. Баасандорж',
  'Ц. Оюунчимэг',
  'Г. Ганбаатар',
  'Д. Уранчимэг',
  'Л. Мөнхцэцэг',
  'Э. Төрболд',
  'С. Батжаргал',
  'Н. Хонгорзул',
];

const translators = ['Болдоо', 'Хулан', 'Тэнгэр Саб', 'Ану', 'Мишээл', 'Номин Орчуулга'];

// [actor, voice actor who dubs the actor's roles]
const actors: [string, string][] = [
  ['Батбаяр Төмөр', 'Ганзориг Дашдорж'],
  ['Сарантуяа Дорж', 'Оюунгэрэл Бат'],
  ['Энхбаатар Ганболд', 'Мөнхбат Сүх'],
  ['Наранцэцэг Очир', 'Цэцэгмаа Лхагва'],
  ['Тэмүүлэн Баатар', 'Эрдэнэбат Жамц'],
  ['Ариунаа Ганзориг', 'Золзаяа Пүрэв'],
  ['Билгүүн Энхтайван', 'Отгонбаяр Даваа'],
  ['Анударь Мөнх', 'Хулан Эрдэнэ'],
  ['Хүслэн Бямба', 'Сувд Нямаа'],
  ['Төгөлдөр Гантулга', 'Баярсайхан Нэргүй'],
  ['Мишээл Тулга', 'Уянга Санжаа'],
  ['Даваажав Цэнд', 'Батсүх Очир'],
  ['Одгэрэл Болд', 'Ундрах Түвшин'],
  ['Ганбат Хүрэл', 'Пүрэвдорж Самдан'],
  ['Солонго Даш', 'Номин Алтангэрэл'],
  ['Мөнх-Эрдэнэ Сэр', 'Тулга Баттөр'],
  ['Номуун Эрдэм', 'Ариунзаяа Чулуун'],
  ['Жаргалсайхан Ням', 'Бат-Эрдэнэ Лувсан'],
  ['Цолмон Бат', 'Оюун Гомбо'],
  ['Тэлмүүн Ганбат', 'Энхжин Цогт'],
  ['Энхжаргал Дэмбэрэл', 'Болормаа Шарав'],
  ['Баярмаа Сүрэн', 'Саруул Мягмар'],
  ['Өнөрбаяр Мягмар', 'Дөлгөөн Батаа'],
  ['Урангоо Пүрэв', 'Мандах Эрдэнэ'],
];

export async function seedPeople(ctx: SeedContext): Promise<People> {
  const studioRows = studios.map((name) => ({
    id: ctx.nextId('studios'),
    name,
    image: ctx.art('avatar', name, () => avatarSvg(name)),
  }));
  const directorRows = directors.map((name) => ({
    id: ctx.nextId('directors'),
    name,
    image: ctx.art('portrait', name, () => portraitSvg(name)),
  }));
  const translatorRows = translators.map((nickname) => ({
    id: ctx.nextId('translators'),
    nickname,
    avatar: ctx.art('avatar', nickname, () => avatarSvg(nickname)),
  }));
  const actorRows = actors.map(([name, vname]) => ({
    id: ctx.nextId('actors'),
    name,
    image: ctx.art('portrait', name, () => portraitSvg(name)),
    vname,
    vimage: ctx.art('avatar', vname, () => avatarSvg(vname)),
  }));
  await insertMany(ctx.db, 'studios', studioRows);
  await insertMany(ctx.db, 'directors', directorRows);
  await insertMany(ctx.db, 'translators', translatorRows);
  await insertMany(ctx.db, 'actors', actorRows);
  return {
    studios: studioRows.map((r) => r.id),
    directors: directorRows.map((r) => r.id),
    translators: translatorRows.map((r) => r.id),
    actors: actorRows.map((r) => r.id),
  };
}
