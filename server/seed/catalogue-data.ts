/** The demo catalogue's titles and blurbs; the seed turns them into rows. */

export type Genre = 'news' | 'doc' | 'talk' | 'drama' | 'comedy' | 'kids';

export const categories = [
  { slug: 'news', title: 'Мэдээ' },
  { slug: 'economy', title: 'Эдийн засаг' },
  { slug: 'business', title: 'Бизнес' },
  { slug: 'interview', title: 'Ярилцлага' },
  { slug: 'documentary', title: 'Баримтат' },
  { slug: 'drama', title: 'Драм' },
  { slug: 'comedy', title: 'Инээдмийн' },
  { slug: 'kids', title: 'Хүүхэд' },
  { slug: 'theatre', title: 'Театр' },
  { slug: 'technology', title: 'Технологи' },
] as const;

export type CategorySlug = (typeof categories)[number]['slug'];

export interface SeriesData {
  title: string;
  original: string;
  genre: Genre;
  cats: CategorySlug[];
  /** How many seasons the franchise has (each season is its own media row). */
  seasons: number;
  blurb: string;
}

export const series: SeriesData[] = [
  {
    title: 'Зах зээлийн тойм',
    original: 'Market Review',
    genre: 'news',
    cats: ['news', 'economy'],
    seasons: 3,
    blurb:
      'Долоо хоногийн турш валютын ханш, түүхий эдийн үнэ, хөрөнгийн зах зээлд юу болсныг товч бөгөөд ойлгомжтой тайлбарлана.',
  },
  {
    title: 'Эдийн засгийн цаг',
    original: 'Economy Hour',
    genre: 'talk',
    cats: ['economy', 'interview'],
    seasons: 2,
    blurb:
      'Эдийн засагчид, бодлого боловсруулагчидтай инфляц, төсөв, хүүгийн түвшний талаар ярилцах цаг.',
  },
  {
    title: 'Уул уурхайн эрин',
    original: 'The Mining Era',
    genre: 'doc',
    cats: ['documentary', 'economy'],
    seasons: 2,
    blurb:
      'Оюу толгойгоос Тавантолгой хүртэл: уул уурхай Монголын эдийн засгийг хэрхэн өөрчилснийг харуулах баримтат цуврал.',
  },
  {
    title: 'Стартап Улаанбаатар',
    original: 'Startup Ulaanbaatar',
    genre: 'doc',
    cats: ['business', 'technology'],
    seasons: 3,
    blurb:
      'Залуу үүсгэн байгуулагчид санаагаа бизнес болгох замдаа тулгарсан сорилт, амжилтаа хуваалцана.',
  },
  {
    title: 'Хөрөнгийн бирж',
    original: 'Stock Exchange',
    genre: 'news',
    cats: ['economy', 'business'],
    seasons: 1,
    blurb:
      'Монголын хөрөнгийн биржийн арилжаа, шинэ IPO, хувьцаа эзэмшигчдийн эрхийн талаарх шинжилгээ.',
  },
  {
    title: 'Бизнесийн ертөнц',
    original: 'World of Business',
    genre: 'news',
    cats: ['business', 'news'],
    seasons: 1,
    blurb:
      'Дэлхийн болон дотоодын томоохон компаниудын мэдээ, нэгдэл худалдан авалт, шинэ чиг хандлага.',
  },
  {
    title: 'Гэр бүлийн бизнес',
    original: 'Family Business',
    genre: 'drama',
    cats: ['drama', 'business'],
    seasons: 2,
    blurb:
      'Гурван үеийн гэр бүл ноолууран үйлдвэрээ авч үлдэхийн төлөө тэмцэнэ. Өв залгамжлал, итгэл, хайрын тухай драм.',
  },
  {
    title: 'Ногоон хөгжил',
    original: 'Green Development',
    genre: 'doc',
    cats: ['documentary'],
    seasons: 1,
    blurb:
      'Сэргээгдэх эрчим хүч, цөлжилттэй тэмцэх төслүүд, ногоон зээлийн тухай баримтат нэвтрүүлэг.',
  },
  {
    title: 'Тэнгэрийн хаяа',
    original: 'Horizon',
    genre: 'drama',
    cats: ['drama'],
    seasons: 2,
    blurb:
      'Хөдөөнөөс хот руу нүүсэн залуу эмэгтэй банкны салбарт амжилтад хүрэх замдаа өөрийгөө нээнэ.',
  },
  {
    title: 'Хотын хэмнэл',
    original: 'City Rhythm',
    genre: 'drama',
    cats: ['drama'],
    seasons: 1,
    blurb:
      'Улаанбаатарын нэгэн орон сууцны оршин суугчдын өдөр тутмын амьдрал, мөрөөдөл, сонголтууд.',
  },
  {
    title: 'Оффисын инээд',
    original: 'Office Laughs',
    genre: 'comedy',
    cats: ['comedy'],
    seasons: 2,
    blurb:
      'Жижиг маркетингийн агентлагийн ажилтнууд дэд төлөвлөгөө, уулзалт, дарга нарын дундуур инээдтэй адал явдалд орно.',
  },
  {
    title: 'Хөдөөний хүргэн',
    original: 'Country Groom',
    genre: 'comedy',
    cats: ['comedy'],
    seasons: 1,
    blurb: 'Хотын хүү хадам аавынхаа малчин айлд зун өнгөрөөж, хөдөөний амьдралыг шинээр мэдэрнэ.',
  },
  {
    title: 'Бяцхан бизнесменүүд',
    original: 'Little Entrepreneurs',
    genre: 'kids',
    cats: ['kids', 'business'],
    seasons: 1,
    blurb: 'Хүүхдүүд нимбэгний ундаа зарахаас эхлээд жижиг бизнес эрхлэх ухааныг тоглоомоор сурна.',
  },
  {
    title: 'Тооны орон',
    original: 'Land of Numbers',
    genre: 'kids',
    cats: ['kids'],
    seasons: 1,
    blurb: 'Тоо, хэмжээ, мөнгөний анхны ойлголтыг хөгжилтэй дүрүүдтэй хамт сургах хүүхдийн цуврал.',
  },
  {
    title: 'Ярилцлагын цаг',
    original: 'Interview Hour',
    genre: 'talk',
    cats: ['interview'],
    seasons: 1,
    blurb: 'Нийгэмд нөлөөтэй хүмүүстэй амьдрал, ажил, үнэт зүйлсийн тухай чин сэтгэлийн ярилцлага.',
  },
  {
    title: 'Удирдагчийн зам',
    original: "The Leader's Path",
    genre: 'talk',
    cats: ['interview', 'business'],
    seasons: 1,
    blurb:
      'Томоохон компаниудын гүйцэтгэх захирлууд шийдвэр гаргалт, баг бүрдүүлэлт, алдаанаасаа сурсан тухайгаа ярина.',
  },
  {
    title: 'Малчны эдийн засаг',
    original: 'Herder Economics',
    genre: 'doc',
    cats: ['documentary', 'economy'],
    seasons: 1,
    blurb:
      'Ноос, ноолуур, махны үнэ малчин өрхийн орлогод хэрхэн нөлөөлдөг вэ? Тал нутгаас бэлтгэсэн баримтат цуврал.',
  },
  {
    title: 'Төгрөгийн түүх',
    original: 'History of the Tugrik',
    genre: 'doc',
    cats: ['documentary', 'economy'],
    seasons: 1,
    blurb:
      '1925 оноос өнөөг хүртэл үндэсний мөнгөн тэмдэгтийн түүх, ханшийн савлагааны шалтгааныг тайлбарлана.',
  },
  {
    title: 'Кашемирын зам',
    original: 'Cashmere Road',
    genre: 'doc',
    cats: ['documentary', 'business'],
    seasons: 1,
    blurb: 'Ямааны ноолуур дэлхийн брэндийн дэлгүүрт хүрэх хүртэлх урт замыг мөшгинө.',
  },
  {
    title: 'Технологийн долоо хоног',
    original: 'Tech Week',
    genre: 'news',
    cats: ['technology', 'news'],
    seasons: 1,
    blurb: 'Хиймэл оюун, финтек, цахим засаглалын шинэ мэдээ, туршилт, тоймыг долоо хоног бүр.',
  },
  {
    title: 'Дижитал Монгол',
    original: 'Digital Mongolia',
    genre: 'doc',
    cats: ['technology', 'documentary'],
    seasons: 1,
    blurb:
      'Е-Монголиа, QR төлбөр, цахим худалдаа иргэдийн амьдралыг хэрхэн өөрчилж байгааг харуулна.',
  },
  {
    title: 'Өглөөний мэдээ',
    original: 'Morning News',
    genre: 'news',
    cats: ['news'],
    seasons: 1,
    blurb: 'Өдрийг эхлүүлэх гол мэдээ, цаг агаар, замын хөдөлгөөн, зах зээлийн товч мэдээлэл.',
  },
  {
    title: 'Долоо хоногийн тойм',
    original: 'Weekly Review',
    genre: 'news',
    cats: ['news'],
    seasons: 1,
    blurb:
      'Долоо хоногийн хамгийн чухал улс төр, эдийн засаг, нийгмийн үйл явдлыг нэгтгэн дүгнэнэ.',
  },
  {
    title: 'Экспортын эрэлд',
    original: 'In Search of Exports',
    genre: 'doc',
    cats: ['business', 'documentary'],
    seasons: 1,
    blurb: 'Монгол бүтээгдэхүүнийг гадаад зах зээлд гаргах гэж зүтгэж буй үйлдвэрлэгчдийн түүх.',
  },
  {
    title: 'Нүүдэлчдийн өв',
    original: "Nomads' Heritage",
    genre: 'doc',
    cats: ['documentary'],
    seasons: 1,
    blurb:
      'Нүүдлийн соёл, уламжлалт гар урлал, орчин үеийн амьдрал хоорондын гүүрийг харуулах цуврал.',
  },
  {
    title: 'Хайр ба хувьцаа',
    original: 'Love and Shares',
    genre: 'comedy',
    cats: ['drama', 'comedy'],
    seasons: 1,
    blurb: 'Өрсөлдөгч хоёр брокер нэг компанийн хувьцааны төлөө тэмцэж байгаад бие биедээ дурлана.',
  },
  {
    title: 'Нөгөө талд',
    original: 'On the Other Side',
    genre: 'drama',
    cats: ['drama'],
    seasons: 1,
    blurb: 'Ах дүү хоёр өөр өөр сонголт хийснээр амьдрал нь эрс өөр замаар урсана.',
  },
  {
    title: 'Шинэ эхлэл',
    original: 'New Beginning',
    genre: 'drama',
    cats: ['drama'],
    seasons: 1,
    blurb: 'Дампуурсан бизнесмэн бүх зүйлээ тэгээс эхлүүлж, гэр бүлийнхээ итгэлийг эргүүлэн олно.',
  },
  {
    title: 'Ухаалаг хэрэглэгч',
    original: 'Smart Consumer',
    genre: 'news',
    cats: ['news', 'economy'],
    seasons: 1,
    blurb:
      'Зээл, даатгал, хадгаламж сонгохдоо анхаарах зүйлсийг энгийнээр тайлбарлах хэрэглэгчийн нэвтрүүлэг.',
  },
  {
    title: 'Санхүүгийн боловсрол',
    original: 'Financial Literacy',
    genre: 'talk',
    cats: ['economy', 'interview'],
    seasons: 1,
    blurb:
      'Төсөв зохиох, хуримтлал үүсгэх, хөрөнгө оруулалт хийх анхан шатны мэдлэгийг мэргэжилтнүүдээс сонсоно.',
  },
  {
    title: 'Банкны ард',
    original: 'Behind the Bank',
    genre: 'drama',
    cats: ['drama', 'business'],
    seasons: 1,
    blurb:
      'Томоохон банкны дотор өрнөх эрх мэдлийн тэмцэл, нууц гэрээ, ёс зүйн сонголтын тухай триллер драм.',
  },
  {
    title: 'Говийн од',
    original: 'Star of the Gobi',
    genre: 'drama',
    cats: ['drama'],
    seasons: 1,
    blurb: 'Говийн жижиг сумын охин дуучин болох мөрөөдлөө биелүүлэхээр хот зорино.',
  },
  {
    title: 'Инээдмийн студи',
    original: 'Comedy Studio',
    genre: 'comedy',
    cats: ['comedy'],
    seasons: 1,
    blurb: 'Залуу хошин шогийн жүжигчдийн скетч, стэнд-ап, өдөр тутмын амьдралын инээдтэй мөчүүд.',
  },
  {
    title: 'Гахайн сан',
    original: 'Piggy Bank',
    genre: 'kids',
    cats: ['kids', 'economy'],
    seasons: 1,
    blurb: 'Бяцхан гахай Мөнгөө хэмнэж, хуримтлуулж, ухаалгаар зарцуулах арга сурна.',
  },
];

/** Episode subjects for non-fiction shows. */
export const topics = [
  'Инфляцын дарамт',
  'Валютын ханш',
  'Нүүрсний экспорт',
  'Ипотекийн зээл',
  'Бондын зах зээл',
  'Жижиг дунд бизнес',
  'Татварын шинэчлэл',
  'Төсвийн тодотгол',
  'Алтны үнэ',
  'Зэсийн баяжмал',
  'Гадаадын хөрөнгө оруулалт',
  'Аялал жуулчлал',
  'Цахим худалдаа',
  'Хөдөө аж ахуй',
  'Эрчим хүчний хомсдол',
  'Бодлогын хүү',
  'Ажилгүйдэл',
  'Цалингийн өсөлт',
  'Барилгын салбар',
  'Тээвэр ба логистик',
  'Ноолуурын үнэ',
  'Хиймэл оюун',
  'Банкны ашиг',
  'Агаарын бохирдол',
];

export interface MovieData {
  title: string;
  original: string;
  genre: Genre;
  cats: CategorySlug[];
  blurb: string;
  free?: boolean;
  /** No 1080p rendition. */
  noHd?: boolean;
}

export const movies: MovieData[] = [
  {
    title: 'Мөнгөн зам',
    original: 'Silver Road',
    genre: 'drama',
    cats: ['drama', 'business'],
    blurb:
      'Худалдаачин залуу Эрээнээс Улаанбаатар хүртэлх замд амьдралынхаа хамгийн том хэлцлийг хийнэ.',
  },
  {
    title: 'Сүүлчийн гэрээ',
    original: 'The Last Contract',
    genre: 'drama',
    cats: ['drama'],
    blurb: 'Хуульч эмэгтэй уул уурхайн компанийн нууц гэрээг олж илрүүлснээр аюулд өртөнө.',
    noHd: true,
  },
  {
    title: 'Хөрөнгийн тоглоом',
    original: 'The Capital Game',
    genre: 'drama',
    cats: ['drama', 'economy'],
    blurb: 'Биржийн залуу брокер хуурамч мэдээллээр үнэ хөөрөгдөх схемийн голд орно.',
  },
  {
    title: 'Нүүдлийн шувуу',
    original: 'Migratory Bird',
    genre: 'drama',
    cats: ['drama'],
    blurb: 'Солонгост ажиллаад буцаж ирсэн эх хүүхдүүдтэйгээ дахин холбоо тогтоох гэж хичээнэ.',
    free: true,
  },
  {
    title: 'Говийн алт',
    original: 'Gobi Gold',
    genre: 'doc',
    cats: ['documentary', 'economy'],
    blurb:
      'Бичил уурхайчдын хатуу ширүүн амьдрал, алтны зах зээлийн бодит дүр зургийг харуулах баримтат кино.',
  },
  {
    title: 'Хотын гэрэл',
    original: 'City Lights',
    genre: 'comedy',
    cats: ['comedy'],
    blurb: 'Таксины жолооч нэг шөнийн дотор хотын хамгийн сонин зорчигчидтой таарна.',
    free: true,
  },
  {
    title: 'Хүйтэн өвөл',
    original: 'Cold Winter',
    genre: 'drama',
    cats: ['drama'],
    blurb: 'Зудын өвөл малчин гэр бүл сүргээ аврахын төлөө бүхнээ зориулна.',
    noHd: true,
  },
  {
    title: 'Хоосон оффис',
    original: 'Empty Office',
    genre: 'comedy',
    cats: ['comedy', 'business'],
    blurb: 'Компани нь дампуурсныг мэдээгүй ганц ажилтан оффисоо ганцаараа авч явна.',
  },
  {
    title: 'Хүлэг морьтон',
    original: 'The Rider',
    genre: 'drama',
    cats: ['drama'],
    blurb: 'Наадмын хурдан морины уяач өвгөн ач хүүдээ уламжлалаа өвлүүлнэ.',
  },
  {
    title: 'Зуны амралт',
    original: 'Summer Holiday',
    genre: 'kids',
    cats: ['kids', 'comedy'],
    blurb: 'Гурван найз зуслан дээр анхны бизнесээ эхлүүлж, нөхөрлөлийн үнэ цэнийг ойлгоно.',
    free: true,
  },
  {
    title: 'Гэрэлт ирээдүй',
    original: 'Bright Future',
    genre: 'doc',
    cats: ['documentary', 'technology'],
    blurb: 'Нарны эрчим хүчээр гэрээ гэрэлтүүлсэн алслагдсан сумдын түүх.',
    noHd: true,
  },
  {
    title: 'Шөнийн ээлж',
    original: 'Night Shift',
    genre: 'drama',
    cats: ['drama'],
    blurb: 'Эмнэлгийн шөнийн ээлжинд ажилладаг сувилагчийн нэгэн онцгой шөнө.',
  },
];

export interface TheatreData {
  title: string;
  original: string;
  cats: CategorySlug[];
  blurb: string;
  /** Tugrik; 0 is free. */
  price: number;
  /** No recording exists yet: the watch page shows the "video missing" text. */
  noVideo?: boolean;
}

export const theatre: TheatreData[] = [
  {
    title: 'Үнэнч сэтгэл',
    original: 'Faithful Heart',
    cats: ['theatre', 'drama'],
    blurb: 'Улсын драмын эрдмийн театрын тайзнаа тавигдсан хайр, үнэнч байдлын тухай жүжиг.',
    price: 9_900,
  },
  {
    title: 'Гуравдугаар хүн',
    original: 'The Third Person',
    cats: ['theatre', 'drama'],
    blurb: 'Гэр бүлийн нэгэн оройн зоог гэнэтийн зочны ирэлтээр эрс өөрчлөгдөнө.',
    price: 12_000,
  },
  {
    title: 'Хувьцаа эзэмшигчид',
    original: 'The Shareholders',
    cats: ['theatre', 'comedy'],
    blurb: 'Хувьцаа эзэмшигчдийн хурал хошин шогийн дайн болон хувирах инээдмийн жүжиг.',
    price: 15_000,
  },
  {
    title: 'Хонгор зул',
    original: 'Khongor Zul',
    cats: ['theatre', 'drama'],
    blurb: 'Монголын сонгодог хайрын түүхийг орчин үеийн найруулгаар тайзнаа амилуулсан бүтээл.',
    price: 8_000,
  },
  {
    title: 'Ээжийн гэрэл',
    original: "Mother's Light",
    cats: ['theatre', 'drama'],
    blurb: 'Ээж хүний хайр, золиослолын тухай сэтгэл хөдөлгөм моно жүжиг.',
    price: 5_000,
  },
  {
    title: 'Амьдралын дуу',
    original: 'Song of Life',
    cats: ['theatre'],
    blurb: 'Хөгжимт жүжиг: гурван үеийн дуучдын түүх нэг тайзан дээр.',
    price: 0,
  },
  {
    title: 'Хаврын салхи',
    original: 'Spring Wind',
    cats: ['theatre', 'comedy'],
    blurb: 'Хаврын шар шороон шуурганаар нэг гэрт хоргодсон танихгүй хүмүүсийн инээдмийн түүх.',
    price: 0,
    noVideo: true,
  },
  {
    title: 'Хуучин найз',
    original: 'Old Friend',
    cats: ['theatre', 'drama'],
    blurb: 'Хорин жилийн дараа уулзсан хоёр найзын дурсамж, гомдол, эвлэрлийн тухай.',
    price: 7_000,
    noVideo: true,
  },
];

/** Suffixes for the extra copies made when SEED_SCALE > 1. */
export const places = [
  'Дархан',
  'Эрдэнэт',
  'Ховд',
  'Мөрөн',
  'Чойбалсан',
  'Даланзадгад',
  'Зуунмод',
  'Өлгий',
  'Улаангом',
  'Хархорин',
  'Сайншанд',
  'Баянхонгор',
  'Цэцэрлэг',
  'Булган',
  'Сүхбаатар',
  'Арвайхээр',
  'Мандалговь',
  'Баруун-Урт',
  'Өндөрхаан',
  'Алтай',
  'Улиастай',
];

/** Title of the n-th load-test copy: the original for 0, then 'Title: Place', 'Title: Place 2'… */
export function copyTitle(title: string, copy: number): string {
  if (copy === 0) return title;
  const place = places[(copy - 1) % places.length] ?? '';
  const round = Math.floor((copy - 1) / places.length);
  return `${title}: ${place}${round > 0 ? ` ${round + 1}` : ''}`;
}
