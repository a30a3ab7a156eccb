import type {LocalizedText} from './text';

/** A language the widget can show, selected with `hl`. */
export interface Language {
  /** BCP 47 code accepted by `hl`: a language subtag, optionally with a region or script. */
  readonly code: string;
  /** The language's name in each locale of this site. */
  readonly name: LocalizedText;
  /** The language's name in itself, as its speakers write it. */
  readonly native: string;
  /** Set only for right-to-left languages, which the widget mirrors. */
  readonly direction?: 'rtl';
}

// code | English name | French name | native name | `rtl` for right-to-left languages
const table = `
af | Afrikaans | afrikaans | Afrikaans
am | Amharic | amharique | አማርኛ
ar | Arabic | arabe | العربية | rtl
as | Assamese | assamais | অসমীয়া
ay | Aymara | aymara | Aymar aru
az | Azerbaijani | azerbaïdjanais | azərbaycan
be | Belarusian | biélorusse | беларуская
bg | Bulgarian | bulgare | български
bn | Bengali | bengali | বাংলা
bo | Tibetan | tibétain | བོད་སྐད་
br | Breton | breton | brezhoneg
bs | Bosnian | bosniaque | bosanski
ca | Catalan | catalan | català
ceb | Cebuano | cebuano | Cebuano
ckb | Kurdish (Sorani) | kurde (sorani) | کوردیی ناوەندی | rtl
co | Corsican | corse | corsu
cs | Czech | tchèque | čeština
cy | Welsh | gallois | Cymraeg
da | Danish | danois | dansk
de | German | allemand | Deutsch
de-AT | German (Austria) | allemand (Autriche) | Deutsch (Österreich)
de-CH | German (Switzerland) | allemand (Suisse) | Deutsch (Schweiz)
dv | Dhivehi | maldivien | ދިވެހިބަސް | rtl
el | Greek | grec | Ελληνικά
en | English | anglais | English
en-GB | English (United Kingdom) | anglais (Royaume-Uni) | English (United Kingdom)
eo | Esperanto | espéranto | esperanto
es | Spanish | espagnol | español
es-419 | Spanish (Latin America) | espagnol (Amérique latine) | español (Latinoamérica)
et | Estonian | estonien | eesti
eu | Basque | basque | euskara
fa | Persian | persan | فارسی | rtl
fi | Finnish | finnois | suomi
fil | Filipino | filipino | Filipino
fo | Faroese | féroïen | føroyskt
fr | French | français | français
fr-CA | French (Canada) | français (Canada) | français (Canada)
fy | Western Frisian | frison occidental | Frysk
ga | Irish | irlandais | Gaeilge
gd | Scottish Gaelic | gaélique écossais | Gàidhlig
gl | Galician | galicien | galego
gn | Guarani | guarani | Avañeʼẽ
gu | Gujarati | goudjarati | ગુજરાતી
ha | Hausa | haoussa | Hausa
haw | Hawaiian | hawaïen | ʻŌlelo Hawaiʻi
he | Hebrew | hébreu | עברית | rtl
hi | Hindi | hindi | हिन्दी
hmn | Hmong | hmong | Hmoob
hr | Croatian | croate | hrvatski
ht | Haitian Creole | créole haïtien | Kreyòl ayisyen
hu | Hungarian | hongrois | magyar
hy | Armenian | arménien | հայերեն
id | Indonesian | indonésien | Bahasa Indonesia
ig | Igbo | igbo | Igbo
is | Icelandic | islandais | íslenska
it | Italian | italien | italiano
ja | Japanese | japonais | 日本語
jv | Javanese | javanais | Basa Jawa
ka | Georgian | géorgien | ქართული
kk | Kazakh | kazakh | қазақ тілі
km | Khmer | khmer | ខ្មែរ
kn | Kannada | kannada | ಕನ್ನಡ
ko | Korean | coréen | 한국어
ku | Kurdish (Kurmanji) | kurde (kurmandji) | kurdî (kurmancî)
ky | Kyrgyz | kirghize | кыргызча
la | Latin | latin | Latina
lb | Luxembourgish | luxembourgeois | Lëtzebuergesch
ln | Lingala | lingala | lingála
lo | Lao | lao | ລາວ
lt | Lithuanian | lituanien | lietuvių
lv | Latvian | letton | latviešu
mg | Malagasy | malgache | Malagasy
mi | Māori | maori | Māori
mk | Macedonian | macédonien | македонски
ml | Malayalam | malayalam | മലയാളം
mn | Mongolian | mongol | монгол
mr | Marathi | marathi | मराठी
ms | Malay | malais | Bahasa Melayu
mt | Maltese | maltais | Malti
my | Burmese | birman | မြန်မာ
nb | Norwegian Bokmål | norvégien bokmål | norsk bokmål
ne | Nepali | népalais | नेपाली
nl | Dutch | néerlandais | Nederlands
nl-BE | Dutch (Belgium) | néerlandais (Belgique) | Nederlands (België)
nn | Norwegian Nynorsk | norvégien nynorsk | norsk nynorsk
ny | Chichewa | chichewa | Chichewa
om | Oromo | oromo | Oromoo
or | Odia | odia | ଓଡ଼ିଆ
pa | Punjabi | pendjabi | ਪੰਜਾਬੀ
pl | Polish | polonais | polski
ps | Pashto | pachto | پښتو | rtl
pt | Portuguese | portugais | português
pt-BR | Portuguese (Brazil) | portugais (Brésil) | português (Brasil)
pt-PT | Portuguese (Portugal) | portugais (Portugal) | português (Portugal)
qu | Quechua | quechua | Runasimi
ro | Romanian | roumain | română
ru | Russian | russe | русский
rw | Kinyarwanda | kinyarwanda | Ikinyarwanda
sd | Sindhi | sindhi | سنڌي | rtl
si | Sinhala | cingalais | සිංහල
sk | Slovak | slovaque | slovenčina
sl | Slovenian | slovène | slovenščina
sm | Samoan | samoan | Gagana Sāmoa
sn | Shona | shona | chiShona
so | Somali | somali | Soomaali
sq | Albanian | albanais | shqip
sr | Serbian | serbe | српски
sr-Latn | Serbian (Latin) | serbe (latin) | srpski (latinica)
st | Southern Sotho | sotho du Sud | Sesotho
su | Sundanese | soundanais | Basa Sunda
sv | Swedish | suédois | svenska
sw | Swahili | swahili | Kiswahili
ta | Tamil | tamoul | தமிழ்
te | Telugu | télougou | తెలుగు
tg | Tajik | tadjik | тоҷикӣ
th | Thai | thaï | ไทย
ti | Tigrinya | tigrigna | ትግርኛ
tk | Turkmen | turkmène | türkmen dili
tn | Tswana | tswana | Setswana
tr | Turkish | turc | Türkçe
tt | Tatar | tatar | татар
ug | Uyghur | ouïghour | ئۇيغۇرچە | rtl
uk | Ukrainian | ukrainien | українська
ur | Urdu | ourdou | اردو | rtl
uz | Uzbek | ouzbek | oʻzbek
vi | Vietnamese | vietnamien | Tiếng Việt
wo | Wolof | wolof | Wolof
xh | Xhosa | xhosa | isiXhosa
yi | Yiddish | yiddish | ייִדיש | rtl
yo | Yoruba | yoruba | Èdè Yorùbá
zh-CN | Chinese (Simplified) | chinois (simplifié) | 简体中文
zh-HK | Chinese (Hong Kong) | chinois (Hong Kong) | 中文（香港）
zh-TW | Chinese (Traditional) | chinois (traditionnel) | 繁體中文
zu | Zulu | zoulou | isiZulu
`;

export const languages: readonly Language[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [code = '', en = '', fr = '', native = '', direction] = line.split(' | ');
    return {code, name: {en, fr}, native, ...(direction === 'rtl' ? {direction} : {})};
  });
