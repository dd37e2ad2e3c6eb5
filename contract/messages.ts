/**
 * Every Mongolian text the server sends and the client shows about errors and outcomes.
 * The `spec` group is the product's error catalogue verbatim (docs/product.md §8); `extra` are our own, for cases the spec
 * does not name (bad input, throttling, not found), written in the same voice.
 */
export const spec = {
  phoneInvalid: 'Утасны дугаараа зөв орууна уу!',
  lastNameRequired: 'Овогоо оруулна уу!',
  firstNameRequired: 'Нэрээ оруулна уу!',
  termsRequired: 'Үлчилгээний нөхцөлийг зөвшөөрнө үү!',
  emailEmpty: 'Fail!',
  profileIncomplete: 'Талбараа гүйцэт оруулна уу!',
  pinMismatch: 'Шинэ нууц үг зөрүүтэй байна!',
  loginRequired: 'Нэвтэрч орсны дараа уг үйлдлийг хийх боломжтой',
  guestWatch: 'Та нэвтэрч орсны дараа үзэх боломжтой!',
  extendToWatch: 'Та эрхээ сунгаж үзвэрээ үзнэ үү!',
  wrongPin: 'Пин код буруу байна!',
  errorOccurred: 'Алдаа гарлаа байна!',
  wrongEmail: 'Имэйл буруу байна!',
  wrongCode: 'Код буруу байна!',
  commentFailed: 'Сэтгэгдэл илгээх үед алдаа гарлаа!',
  commentSent: 'Сэтгэгдэл илгээгдлээ!',
  reportSent: 'Таны репорт илгээгдлээ. Бид хүлээж аваад засварлах болно. Баярлалаа!',
  pinSaved: 'Амжилттай хадгаллаа',
  copyIdOk: 'Таны ID хаягыг амжилттай хууллаа.',
  copyIdError: 'Уучлаарай, хуулах боломжгүй байна.',
  error: 'Алдаа гарлаа',
  checkFailed: 'Шалгахад алдаа гарлаа',
  videoMissing: 'Уучлаарай бичлэг олдсонгүй',
} as const;

export const extra = {
  badRequest: 'Хүсэлтийн утга буруу байна!',
  notFound: 'Хайсан зүйл олдсонгүй!',
  unauthorized: 'Нэвтрэх эрх хүчингүй байна. Дахин нэвтэрнэ үү!',
  forbidden: 'Танд энэ үйлдлийг хийх эрх байхгүй байна!',
  tooManyRequests: 'Хэт олон оролдлого хийлээ. Түр хүлээгээд дахин оролдоно уу!',
  conflict: 'Энэ хүсэлт аль хэдийн боловсруулагдаж байна!',
  idempotencyMismatch: 'Ижил түлхүүртэй өөр хүсэлт илгээгдсэн байна!',
  serverError: 'Алдаа гарлаа байна!',
  payloadTooLarge: 'Илгээсэн мэдээлэл хэт их байна!',
  unsupportedMediaType: 'Хүсэлтийн төрөл буруу байна. Мэдээллээ JSON хэлбэрээр илгээнэ үү!',
  /** 503 when the server cannot store anything (disk full, database out of resources). */
  storageUnavailable:
    'Үйлчилгээ түр хугацаанд хадгалах боломжгүй байна. Хэсэг хугацааны дараа дахин оролдоно уу!',
  copyIdWarning: 'Таны хөтөч хуулах үйлдлийг дэмжихгүй байна.',
  commentEmpty: 'Сэтгэгдлээ бичнэ үү!',
  /** A viewer cannot report their own comment (decision 070). */
  ownCommentReport: 'Өөрийн сэтгэгдэлд репорт илгээх боломжгүй!',
  offline: 'Интернет холболт алга байна',
  unreachable: 'Сервертэй холбогдож чадсангүй. Холболтоо шалгаад дахин оролдоно уу.',
  offlinePage:
    'Энэ хуудсыг өмнө нь нээгээгүй тул холболтгүй үед харуулах боломжгүй. Холболт сэргэхэд дахин оролдоно уу.',
  offlineBanner: 'Та офлайн байна. Хийсэн үйлдлүүд тань хадгалагдаж, холболт сэргэхэд илгээгдэнэ.',
  outboxRefused: 'Хадгалсан үйлдлийг сервер хүлээж авсангүй.',
  savedCopy: 'Та хадгалсан хуулбарыг үзэж байна.',
  mediaLinkInvalid:
    'Үзэх холбоос хүчингүй эсвэл хугацаа нь дууссан байна. Хуудсаа дахин ачаалж үзнэ үү!',
} as const;

/** Contact form (POST /api/m/contact): shown by the form and answered by the server alike. */
export const contactMessages = {
  nameRequired: spec.firstNameRequired,
  replyToRequired: 'Утасны дугаар эсвэл имэйл хаягаа оруулна уу!',
  phoneInvalid: spec.phoneInvalid,
  emailInvalid: spec.wrongEmail,
  bodyRequired: 'Зурвасаа бичнэ үү!',
  bodyTooLong: 'Зурвас 4000 тэмдэгтээс хэтрэхгүй байх ёстой!',
  sent: 'Таны зурвас амжилттай илгээгдлээ. Бид удахгүй холбогдох болно. Баярлалаа!',
} as const;

/**
 * Free text a user writes that others see (names, comments, reports, contact): the contract's
 * userText refuses invisible control characters with this, answered as 422.
 */
export const textMessages = {
  controlCharacters: 'Бичвэрт зөвшөөрөгдөөгүй тэмдэгт байна. Засаад дахин илгээнэ үү!',
} as const;

// Per-area texts the server answers with (kept here, free of zod, so the browser may import them).

/**
 * Auth texts the spec's catalogue does not have, in its voice. The server sends them as `msg`;
 * tests compare against them.
 */
export const authMessages = {
  commonPin: 'Энэ ПИН код хэт түгээмэл байна. Өөр ПИН код сонгоно уу!',
  phoneTaken: 'Энэ утасны дугаар бүртгэлтэй байна. Нэвтэрч орно уу!',
  codeLocked:
    'Буруу код олон удаа оруулсан тул энэ үйлдлийг түр хаалаа. 24 цагийн дараа дахин оролдоно уу!',
  crossSite: 'Энэ хүсэлтийг өөр сайтаас илгээх боломжгүй. BTV-ийн хуудаснаас дахин оролдоно уу!',
  phoneChangeNotAllowed: 'Утасны дугаарыг энд солих боломжгүй!',
  avatarInvalid: 'Зургийн хаяг буруу байна!',
  fileMissing: 'Зургаа сонгоно уу!',
  fileTooLarge: 'Зургийн хэмжээ 2 MB-аас ихгүй байх ёстой!',
  fileNotImage: 'Зөвхөн PNG, JPEG, WebP эсвэл GIF зураг оруулна уу!',
  imageUnreadable: 'Зургийг уншиж чадсангүй. Өөр зураг оруулна уу!',
  imageTooManyPixels: 'Зургийн хэмжээ 4096×4096 цэгээс ихгүй байх ёстой!',
} as const;

/**
 * Search (GET /api/search) input the server refuses, in the catalogue's voice; the filters'
 * words are the catalogue's own (Цуврал, Кино, Театр; ангилал, он).
 */
export const searchMessages = {
  queryRequired: 'Хайх үгээ оруулах эсвэл шүүлтүүр сонгоно уу!',
  queryTooLong: 'Хайх үг 100 тэмдэгтээс хэтрэхгүй байх ёстой!',
  typeInvalid:
    'Төрөл буруу байна! Цуврал, кино, театр, подкаст эсвэл товхимлын аль нэгийг сонгоно уу!',
  categoryInvalid: 'Ангилал буруу байна!',
  yearInvalid: 'Он буруу байна! 1900-2100 оны хооронд сонгоно уу!',
} as const;

/** What the payment calls answer in `msg`; the failures are docs/product.md §8's texts. */
export const paymentMessages = {
  /** Invoice request failed (provider unreachable or broken): docs/product.md §8. */
  invoiceFailed: spec.error,
  /** Payment check failed: docs/product.md §8's notification message. */
  checkFailed: spec.checkFailed,
  /** The provider refused the invoice without saying why. */
  invoiceRefused: 'Нэхэмжлэх үүсгэх боломжгүй байна.',
  alreadyRented: 'Та энэ үзвэрийг түрээсэлсэн байна. Түрээсийн хугацаанд дахин төлөх шаардлагагүй.',
  notForRent: 'Энэ үзвэрийг түрээслэх шаардлагагүй.',
  paid: 'Төлбөр амжилттай төлөгдлөө.',
  notPaid: 'Төлбөр хараахан төлөгдөөгүй байна.',
  underpaid: 'Төлсөн дүн нэхэмжлэхийн дүнд хүрэхгүй байна.',
  expired: 'QR кодны хугацаа дууссан байна. Шинэ QR код үүсгэнэ үү.',
  cancelled: 'Нэхэмжлэх цуцлагдсан байна.',
  registerInvalid: 'Байгууллагын регистрийн дугаараа зөв оруулна уу!',
  taxSaved: spec.pinSaved,
} as const;

/**
 * Texts of the watch and social calls that docs/product.md §8 does not name, in the catalogue's voice.
 * statusSaved is the catalogue's own 'Амжилттай хадгаллаа'.
 */
export const socialMessages = {
  statusSaved: spec.pinSaved,
  rentToWatch: 'Та үзвэрээ түрээслэж үзнэ үү!',
  /** A user a moderator stopped from commenting (decision 063); `until` in Ulaanbaatar time. */
  commentBanned: (until: string, reason: string) =>
    `Таныг ${until} хүртэл сэтгэгдэл бичихийг хязгаарласан байна. Шалтгаан: ${reason}`,
} as const;

/**
 * The notifications the server writes itself (docs/product.md "Notifications"), and the answer to
 * marking one that is not the user's. Stored as written, so a notification reads the same later.
 */
export const notificationMessages = {
  notFound: 'Мэдэгдэл олдсонгүй!',
  episodeTitle: 'Шинэ анги гарлаа',
  episodeBody: (title: string, episode: string) => `«${title}» — ${episode} нэмэгдлээ.`,
  rentalEndingTitle: 'Түрээсийн хугацаа дуусах гэж байна',
  rentalEndingBody: (title: string) =>
    `«${title}» үзвэрийн түрээс 24 цагийн дараа дуусна. Амжиж үзээрэй!`,
  paymentTitle: 'Төлбөр хүлээн авлаа',
  rentalPaidBody: (title: string, hours: number) =>
    `«${title}» үзвэрийг ${hours} цагийн турш үзэх боломжтой боллоо.`,
  extendPaidBody: (days: number) => `Таны эрх ${days} хоногоор сунгагдлаа.`,
  reportResolvedTitle: 'Таны мэдэгдлийг шийдвэрлэлээ',
  reportResolvedBody: (title: string, episode: string) =>
    `«${title}» (${episode}) үзвэрийн талаар илгээсэн мэдэгдлийг тань шалгаж, шийдвэрлэлээ. Баярлалаа!`,
} as const;

/**
 * What a download grant (GET /api/m/download/…) refuses that the watch permission does not
 * already say; a refused viewer gets the permission's own text (spec.extendToWatch,
 * socialMessages.rentToWatch) and a title without video spec.videoMissing.
 */
export const downloadMessages = {
  liveNotDownloadable: 'Шууд сувгийг татаж авах боломжгүй. Шууд нэвтрүүлгийг онлайнаар үзнэ үү!',
  // What the page's engine and the worker write into a download's record (decision 029).
  failed: 'Татаж чадсангүй. Дахин оролдоно уу.',
  networkLost: 'Сүлжээ тасарлаа. Холболт сэргэхэд татаж дуусгана.',
  noSpace: 'Төхөөрөмжид зай хүрэлцэхгүй байна. Зай гаргаад дахин оролдоно уу.',
  /** The browser's own notice when a Background Fetch has finished. */
  done: (title: string) => `«${title}» татаж дууслаа`,
} as const;

/** What a viewer reads when a channel has nothing to play (decision 073). */
export const liveChannelMessages = {
  offAir: 'Одоогоор энэ сувагт шууд дамжуулалт алга байна. Түр хүлээгээд дахин оролдоно уу.',
} as const;
