/**
 * Every Mongolian text the server sends and the client shows about errors and outcomes.
 * The `spec` group is SPEC.md's catalogue verbatim; `extra` are our own, for cases the spec
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
  copyIdWarning: 'Таны хөтөч хуулах үйлдлийг дэмжихгүй байна.',
  commentEmpty: 'Сэтгэгдлээ бичнэ үү!',
  offline: 'Интернет холболт алга байна',
  unreachable: 'Сервертэй холбогдож чадсангүй. Холболтоо шалгаад дахин оролдоно уу.',
  offlinePage:
    'Энэ хуудсыг өмнө нь нээгээгүй тул холболтгүй үед харуулах боломжгүй. Холболт сэргэхэд дахин оролдоно уу.',
  offlineBanner: 'Та офлайн байна. Хийсэн үйлдлүүд тань хадгалагдаж, холболт сэргэхэд илгээгдэнэ.',
  outboxRefused: 'Хадгалсан үйлдлийг сервер хүлээж авсангүй.',
  savedCopy: 'Та хадгалсан хуулбарыг үзэж байна.',
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
