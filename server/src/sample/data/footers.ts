import type { FooterPageDef, Loc } from './types';

/*
 * Footer pages. Content: paragraphs separated by a blank line; a line starting with '- ' is a
 * list item (a list may follow an introductory line of the same paragraph).
 *
 * Contact details (address, phones, e-mail) are sample data for the demo shop.
 */

const page = (tm: string[], ru: string[], en: string[]): Loc => ({
  tm: tm.join('\n\n'),
  ru: ru.join('\n\n'),
  en: en.join('\n\n'),
});

const PHONE = '+993 12 48 36 20';
const MOBILE = '+993 65 48 36 20';
const EMAIL = 'info@tehnika.tm';

export const FOOTER_PAGES: FooterPageDef[] = [
  {
    slug: 'about',
    name: { tm: 'Biz barada', ru: 'О нас', en: 'About us' },
    content: page(
      [
        'Biziň dükanymyz Aşgabatda ýerleşýär we elektronika hem-de öý tehnikasy bilen söwda edýär. Bizde smartfonlar, noutbuklar, telewizorlar, sowadyjylar, kir ýuwujy maşynlar, kondisionerler we öý üçin kiçi tehnika — jemi müňlerçe haryt bar. Harytlaryň ählisi resmi üpjün edijilerden gelýär we kepillik bilen satylýar.',
        'Biziň maksadymyz — häzirki zaman tehnikasyny her bir maşgala üçin elýeterli we amatly etmek. Şonuň üçin biz bahalary açyk görkezýäris, harytlaryň häsiýetnamalaryny türkmen, rus we iňlis dillerinde jikme-jik beýan edýäris we saýlamaga kömek bermäge hemişe taýýar.',
        'Sargytlary Aşgabat şäheri boýunça hem-de Ahal, Balkan, Daşoguz, Lebap we Mary welaýatlaryna eltip berýäris. Tölegi haryt eliňize gowşurylanda nagt pul ýa-da bank kartasy bilen edip bilersiňiz.',
        [
          'Müşderilerimiz bizi şu sebäplere görä saýlaýarlar:',
          '- diňe asyl we kepillikli harytlar;',
          '- tejribeli maslahatçylar saýlamaga kömek edýär;',
          '- Aşgabat boýunça çalt eltip bermek;',
          '- uly tehnikany gurnamak we birikdirmek hyzmaty;',
          '- ygtyýarly hyzmat merkezleri arkaly kepillik hyzmaty.',
        ].join('\n'),
      ],
      [
        'Мы — магазин электроники и бытовой техники в Ашхабаде. У нас тысячи товаров: смартфоны, ноутбуки, телевизоры, холодильники, стиральные машины, кондиционеры и мелкая техника для дома. Все товары поступают от официальных поставщиков и продаются с гарантией.',
        'Наша цель — сделать современную технику доступной и удобной для каждой семьи. Поэтому мы открыто показываем цены, подробно описываем характеристики товаров на туркменском, русском и английском языках и всегда готовы помочь с выбором.',
        'Мы доставляем заказы по Ашхабаду, а также в Ахалский, Балканский, Дашогузский, Лебапский и Марыйский велаяты. Оплатить покупку можно при получении — наличными или банковской картой.',
        [
          'Почему покупатели выбирают нас:',
          '- только оригинальные товары с гарантией;',
          '- опытные консультанты помогут с выбором;',
          '- быстрая доставка по Ашхабаду;',
          '- установка и подключение крупной техники;',
          '- гарантийное обслуживание в авторизованных сервисных центрах.',
        ].join('\n'),
      ],
      [
        'We are an electronics and home appliance shop based in Ashgabat. We stock thousands of products: smartphones, laptops, TVs, refrigerators, washing machines, air conditioners and small home appliances. Everything comes from official suppliers and is sold with a warranty.',
        'Our aim is to make modern technology affordable and convenient for every family. That is why we show our prices openly, describe every product in detail in Turkmen, Russian and English, and are always ready to help you choose.',
        'We deliver across Ashgabat and to the Ahal, Balkan, Daşoguz, Lebap and Mary welayats. You pay on delivery, in cash or by bank card.',
        [
          'Why customers choose us:',
          '- only genuine products with a warranty;',
          '- experienced advisers who help you choose;',
          '- fast delivery across Ashgabat;',
          '- installation and connection of large appliances;',
          '- warranty service through authorised service centres.',
        ].join('\n'),
      ],
    ),
  },
  {
    slug: 'delivery-and-payment',
    name: { tm: 'Eltip bermek we töleg', ru: 'Доставка и оплата', en: 'Delivery and payment' },
    content: page(
      [
        'Sargytlary hepdäniň her güni sagat 8:00–22:00 aralygynda eltip berýäris. Sargyt kabul edilenden soň operatorymyz size jaň edip, eltip bermegiň senesini we size amatly wagty ylalaşýar.',
        [
          'Aşgabat şäheri boýunça:',
          '- günortana çenli tassyklanan sargytlary şol gün, galanlaryny bolsa ertesi gün eltip berýäris;',
          '- 500 manatdan köp bolan sargytlar mugt eltilýär, has arzan sargytlar üçin eltip bermegiň bahasy 20 manat;',
          '- uly tehnikany (sowadyjy, kir ýuwujy maşyn, telewizor) mugt eltip berýäris we gata çenli galdyrýarys.',
        ].join('\n'),
        [
          'Welaýatlara eltip bermek:',
          '- Ahal, Balkan, Daşoguz, Lebap we Mary welaýatlarynyň şäherlerine we etraplaryna eltip berýäris;',
          '- eltip bermegiň möhleti sargyt tassyklanandan soň 2–5 iş güni;',
          '- bahasy harydyň ölçegine we aralyga bagly bolup, ony operator sargydy tassyklanda aýdýar.',
        ].join('\n'),
        [
          'Töleg usullary:',
          '- haryt gowşurylanda nagt pul bilen (manatda);',
          '- haryt gowşurylanda bank kartasy bilen — kurýerde POS-terminal bar;',
          '- dükanymyzda nagt pul ýa-da bank kartasy bilen.',
        ].join('\n'),
        'Harydy kabul edeniňizde kurýeriň ýanynda gaplamasyny açyp, harydyň daşky görnüşini we toplumyny barlaň. Görnüp duran kemçilik bar bolsa, harydy kabul etmezlige hakyňyz bar — bu ýagdaýda hiç hili töleg alynmaýar.',
      ],
      [
        'Мы доставляем заказы ежедневно с 8:00 до 22:00. После того как заказ принят, оператор позвонит вам, чтобы согласовать дату и удобное время доставки.',
        [
          'По Ашхабаду:',
          '- заказы, подтверждённые до полудня, доставляем в тот же день, остальные — на следующий;',
          '- доставка бесплатна для заказов от 500 манатов, для заказов дешевле — 20 манатов;',
          '- крупную технику (холодильники, стиральные машины, телевизоры) доставляем бесплатно и поднимаем на этаж.',
        ].join('\n'),
        [
          'В велаяты:',
          '- доставляем в города и этрапы Ахалского, Балканского, Дашогузского, Лебапского и Марыйского велаятов;',
          '- срок доставки — 2–5 рабочих дней после подтверждения заказа;',
          '- стоимость зависит от габаритов товара и расстояния, оператор назовёт её при подтверждении заказа.',
        ].join('\n'),
        [
          'Способы оплаты:',
          '- наличными при получении (в манатах);',
          '- банковской картой при получении — у курьера есть POS-терминал;',
          '- наличными или картой в нашем магазине.',
        ].join('\n'),
        'При получении вскройте упаковку при курьере и проверьте внешний вид и комплектацию товара. Если есть видимые дефекты, вы вправе отказаться от товара — в этом случае оплата не взимается.',
      ],
      [
        'We deliver every day between 8:00 and 22:00. Once your order is placed, our operator will call you to agree the delivery date and a time that suits you.',
        [
          'Within Ashgabat:',
          '- orders confirmed before noon are delivered the same day, later ones the next day;',
          '- delivery is free for orders over 500 manat; for smaller orders it costs 20 manat;',
          '- large appliances (refrigerators, washing machines, TVs) are delivered free of charge and carried up to your floor.',
        ].join('\n'),
        [
          'To the welayats:',
          '- we deliver to the towns and etraps of the Ahal, Balkan, Daşoguz, Lebap and Mary welayats;',
          '- delivery takes 2–5 working days after the order is confirmed;',
          '- the price depends on the size of the item and the distance; the operator will tell you when confirming the order.',
        ].join('\n'),
        [
          'Payment methods:',
          '- cash on delivery (in manat);',
          '- bank card on delivery: the courier carries a POS terminal;',
          '- cash or card in our shop.',
        ].join('\n'),
        'When the courier arrives, open the packaging in their presence and check the item and everything that should come with it. If there is visible damage, you may refuse the item and you will not be charged.',
      ],
    ),
  },
  {
    slug: 'warranty-and-returns',
    name: { tm: 'Kepillik we yzyna gaýtarmak', ru: 'Гарантия и возврат', en: 'Warranty and returns' },
    content: page(
      [
        'Dükanymyzda satylýan ähli harytlara öndürijiniň resmi kepilligi berilýär. Kepillik möhleti harydyň görnüşine bagly: smartfonlar, planşetler we noutbuklar üçin 12 aý, iri öý tehnikasy we kondisionerler üçin 24 aýa çenli, aksessuarlar üçin 6 aý. Takyk möhlet harydyň kepillik talonynda görkezilýär.',
        'Kepillik möhletiniň dowamynda zawod kemçiligi ýüze çykan ýagdaýynda haryt mugt abatlanýar, abatlap bolmasa bolsa şol ýa-da meňzeş haryt bilen çalşylýar. Kepillik hyzmaty üçin harydy, kepillik talonyny we satyn alnandygyny tassyklaýan çegi getiriň. Uly tehnika üçin ussamyz öýüňize gelip, ýagdaýy ýerinde barlaýar.',
        [
          'Kepillik şu ýagdaýlara degişli däl:',
          '- mehaniki taýdan zeper ýeten ýa-da içine suw giren harytlar;',
          '- ulanyş gollanmasyndaky düzgünler bozulyp ulanylan harytlar;',
          '- ygtyýarsyz ussalar tarapyndan açylan ýa-da abatlanan harytlar;',
          '- wagtyň geçmegi bilen könelýän bölekler (batareýalar, süzgüçler, kartrijler).',
        ].join('\n'),
        'Kemçiliksiz, ulanylmadyk harydy satyn alnan gününden başlap 14 günüň dowamynda yzyna gaýtaryp ýa-da çalşyp bilersiňiz. Munuň üçin harydyň gaplamasy, toplumy, ýarlyklary we daşky görnüşi saklanan bolmaly, çek bolsa hökmany. Pul tölegiň görnüşine görä nagt ýa-da karta 3 iş gününiň dowamynda gaýtarylýar.',
        'Arassaçylyk talaplary sebäpli gaplamasy açylan gulakçynlary we şahsy gigiýena enjamlaryny (saç guradyjylar we ş.m.), eger olarda kemçilik ýok bolsa, yzyna kabul edip bilmeýäris. Soraglaryňyz bar bolsa, ' +
          PHONE +
          ' belgisine jaň ediň.',
      ],
      [
        'На все товары нашего магазина действует официальная гарантия производителя. Срок гарантии зависит от вида товара: 12 месяцев на смартфоны, планшеты и ноутбуки, до 24 месяцев на крупную бытовую технику и кондиционеры, 6 месяцев на аксессуары. Точный срок указан в гарантийном талоне товара.',
        'Если в течение гарантийного срока обнаружится заводской дефект, товар отремонтируют бесплатно, а если ремонт невозможен — заменят на такой же или аналогичный. Для гарантийного обслуживания принесите товар, гарантийный талон и чек. К крупной технике наш мастер приедет на дом и проверит её на месте.',
        [
          'Гарантия не распространяется на:',
          '- товары с механическими повреждениями или следами попадания жидкости;',
          '- товары, которые использовались с нарушением инструкции по эксплуатации;',
          '- товары, которые вскрывались или ремонтировались неавторизованными мастерами;',
          '- расходные части, изнашивающиеся со временем (аккумуляторы, фильтры, картриджи).',
        ].join('\n'),
        'Товар надлежащего качества, который не был в употреблении, можно вернуть или обменять в течение 14 дней со дня покупки. Для этого должны быть сохранены упаковка, комплектация, ярлыки и товарный вид, чек обязателен. Деньги возвращаются в течение 3 рабочих дней наличными или на карту — в зависимости от способа оплаты.',
        'По требованиям гигиены мы не принимаем обратно вскрытые наушники и приборы личной гигиены (фены и т. п.), если у них нет дефекта. Если у вас остались вопросы, позвоните по номеру ' +
          PHONE +
          '.',
      ],
      [
        'Every product we sell comes with the manufacturer’s official warranty. The warranty period depends on the product: 12 months for smartphones, tablets and laptops, up to 24 months for large appliances and air conditioners, and 6 months for accessories. The exact period is stated on the product’s warranty card.',
        'If a manufacturing defect appears during the warranty period, the product is repaired free of charge or, if it cannot be repaired, replaced with the same or an equivalent item. For warranty service, bring the product, its warranty card and the receipt. For large appliances our technician will visit your home and inspect it on site.',
        [
          'The warranty does not cover:',
          '- products with physical damage or signs of liquid ingress;',
          '- products used in breach of the user manual;',
          '- products opened or repaired by unauthorised technicians;',
          '- parts that wear out over time (batteries, filters, cartridges).',
        ].join('\n'),
        'You can return or exchange an unused, fault-free product within 14 days of purchase, provided its packaging, accessories, labels and appearance are intact; the receipt is required. Refunds are made within 3 working days in cash or to your card, depending on how you paid.',
        'For hygiene reasons we cannot take back opened earbuds or personal care appliances (hair dryers and the like) unless they are faulty. If you have any questions, call ' +
          PHONE +
          '.',
      ],
    ),
  },
  {
    slug: 'contacts',
    name: { tm: 'Habarlaşmak üçin', ru: 'Контакты', en: 'Contacts' },
    content: page(
      [
        'Dükanymyz Aşgabat şäherinde ýerleşýär. Harytlary öz gözüňiz bilen görmek, synap görmek we maslahatçylarymyzdan maslahat almak üçin bize geliň.',
        [
          '- Salgy: Aşgabat ş., Bitarap Türkmenistan şaýoly, 127',
          '- Telefon: ' + PHONE,
          '- Mobil telefon: ' + MOBILE,
          '- E-poçta: ' + EMAIL,
          '- Dükanyň iş wagty: her gün, 9:00–21:00',
        ].join('\n'),
        'Sargytlar we eltip bermek barada soraglar bilen her gün sagat 8:00–22:00 aralygynda jaň edip bilersiňiz. Kepillik we hyzmat barada soraglaryňyzy e-poçta arkaly iberiň — biz bir iş gününiň dowamynda jogap berýäris.',
        'Teklipleriňiz ýa-da şikaýatlaryňyz bar bolsa, olary hem e-poçta arkaly iberiň. Her bir ýüzlenmä üns bilen seredilýär we ol hyzmatymyzy gowulandyrmaga kömek edýär.',
      ],
      [
        'Наш магазин находится в Ашхабаде. Приходите, чтобы увидеть товары своими глазами, попробовать их в деле и получить совет наших консультантов.',
        [
          '- Адрес: г. Ашхабад, проспект Битарап Туркменистан, 127',
          '- Телефон: ' + PHONE,
          '- Мобильный: ' + MOBILE,
          '- E-mail: ' + EMAIL,
          '- Часы работы магазина: ежедневно, 9:00–21:00',
        ].join('\n'),
        'По вопросам заказов и доставки звоните ежедневно с 8:00 до 22:00. Вопросы о гарантии и обслуживании присылайте на e-mail — мы отвечаем в течение одного рабочего дня.',
        'Если у вас есть предложения или жалобы, тоже пишите нам на e-mail. Мы внимательно рассматриваем каждое обращение — это помогает нам работать лучше.',
      ],
      [
        'Our shop is in Ashgabat. Come and see the products for yourself, try them out and get advice from our staff.',
        [
          '- Address: 127 Bitarap Türkmenistan Avenue, Ashgabat',
          '- Phone: ' + PHONE,
          '- Mobile: ' + MOBILE,
          '- E-mail: ' + EMAIL,
          '- Shop opening hours: daily, 9:00–21:00',
        ].join('\n'),
        'For questions about orders and delivery, call us daily between 8:00 and 22:00. Please send questions about warranty and service by e-mail; we reply within one working day.',
        'If you have suggestions or complaints, please e-mail them to us as well. We look carefully at every message, and it helps us improve our service.',
      ],
    ),
  },
  {
    slug: 'privacy-policy',
    name: { tm: 'Gizlinlik syýasaty', ru: 'Политика конфиденциальности', en: 'Privacy policy' },
    content: page(
      [
        'Bu syýasat dükanymyzyň saýty arkaly sargyt edeniňizde haýsy şahsy maglumatlary ýygnaýandygymyzy we olary nähili ulanýandygymyzy düşündirýär. Saýtdan peýdalanmak bilen siz şu syýasatyň şertleri bilen ylalaşýarsyňyz.',
        [
          'Biz diňe sargydy ýerine ýetirmek üçin zerur bolan maglumatlary ýygnaýarys:',
          '- adyňyz we familiýaňyz;',
          '- telefon belgiňiz we e-poçta salgyňyz;',
          '- eltip bermek salgyňyz;',
          '- sargytlaryňyzyň taryhy we halanan harytlaryňyz.',
        ].join('\n'),
        'Bu maglumatlar sargydy tassyklamak, eltip bermek, kepillik hyzmatyny guramak we sargydyň ýagdaýy barada size habar bermek üçin ulanylýar. Razylygyňyz bolan ýagdaýynda arzanladyşlar we täze harytlar barada habarlary hem iberip bileris; olary almakdan islendik wagt ýüz öwrüp bilersiňiz.',
        'Şahsy maglumatlaryňyzy üçünji taraplara satmaýarys we bermeýäris. Olar diňe sargydy eltip berýän kurýer gullugyna zerur möçberde ýa-da Türkmenistanyň kanunçylygynda göz öňünde tutulan ýagdaýlarda ygtyýarly edaralara berilýär.',
        'Saýt dogry işlemegi we sebetdäki harytlary ýatda saklamak üçin kukileri (cookie) ulanýar. Brauzeriňiziň sazlamalarynda kukileri öçürip bilersiňiz, ýöne bu ýagdaýda saýtyň käbir mümkinçilikleri işlemezligi mümkin.',
        'Maglumatlaryňyzy görmek, düzetmek ýa-da pozmak üçin ' +
          EMAIL +
          ' salgysyna ýazyň. Biz ýüzlenmäňize 10 iş gününiň dowamynda jogap berýäris.',
      ],
      [
        'Эта политика объясняет, какие персональные данные мы собираем, когда вы оформляете заказ на сайте нашего магазина, и как мы их используем. Пользуясь сайтом, вы соглашаетесь с условиями этой политики.',
        [
          'Мы собираем только данные, необходимые для выполнения заказа:',
          '- имя и фамилию;',
          '- номер телефона и адрес электронной почты;',
          '- адрес доставки;',
          '- историю заказов и избранные товары.',
        ].join('\n'),
        'Эти данные используются, чтобы подтвердить и доставить заказ, организовать гарантийное обслуживание и сообщать вам о статусе заказа. С вашего согласия мы можем также присылать новости о скидках и новинках; от рассылки можно отказаться в любой момент.',
        'Мы не продаём и не передаём ваши персональные данные третьим лицам. Они передаются только курьерской службе в объёме, необходимом для доставки, либо уполномоченным органам в случаях, предусмотренных законодательством Туркменистана.',
        'Сайт использует файлы cookie, чтобы правильно работать и запоминать товары в корзине. Вы можете отключить cookie в настройках браузера, но тогда некоторые функции сайта могут работать некорректно.',
        'Чтобы получить, исправить или удалить свои данные, напишите на ' +
          EMAIL +
          '. Мы ответим на обращение в течение 10 рабочих дней.',
      ],
      [
        'This policy explains what personal data we collect when you order through our shop’s website and how we use it. By using the website you agree to the terms of this policy.',
        [
          'We collect only the data needed to fulfil your order:',
          '- your first name and surname;',
          '- your phone number and e-mail address;',
          '- your delivery address;',
          '- your order history and saved favourites.',
        ].join('\n'),
        'We use this data to confirm and deliver your order, to provide warranty service and to keep you informed about your order status. With your consent we may also send you news about discounts and new arrivals; you can unsubscribe at any time.',
        'We do not sell or share your personal data with third parties. It is passed only to the courier service, to the extent needed for delivery, or to the competent authorities where the law of Turkmenistan requires it.',
        'The website uses cookies to work properly and to remember the items in your cart. You can turn cookies off in your browser settings, but some features of the website may then not work correctly.',
        'To see, correct or delete your data, write to ' + EMAIL + '. We will reply within 10 working days.',
      ],
    ),
  },
  {
    slug: 'terms-of-use',
    name: { tm: 'Ulanyş şertleri', ru: 'Условия использования', en: 'Terms of use' },
    content: page(
      [
        'Şu şertler dükanymyzyň saýtyndan peýdalanmagyň tertibini kesgitleýär. Saýtda sargyt etmek bilen siz şu şertleri kabul edýärsiňiz.',
        'Saýtdaky bahalar Türkmenistanyň milli walýutasynda — manatda (TMT) görkezilýär. Bahalar we harytlaryň bardygy öňünden duýdurylmazdan üýtgäp biler; sargydyňyzyň bahasy sargyt tassyklanan pursatynda berkidilýär. Sargyt tassyklanandan soň harydyň ýokdugy ýüze çyksa, size jaň edip, meňzeş haryt hödürleýäris ýa-da sargydy ýatyrýarys.',
        'Harytlaryň suratlary we beýany maglumat üçin berilýär: harydyň reňki, toplumy ýa-da daşky görnüşi suratdakydan birneme tapawutlanyp biler. Öndüriji harydyň häsiýetnamalaryny öňünden duýdurmazdan üýtgetmäge haklydyr, şonuň üçin takyk maglumaty operatorymyzdan soraň.',
        'Sargyt edeniňizde dogry maglumatlary görkezmeli. Nädogry telefon belgisi ýa-da salgy görkezilen ýagdaýynda sargydyň ýerine ýetirilmezligi mümkin.',
        'Saýtdaky tekstler, suratlar we dizaýn dükanymyza degişli bolup, olary rugsatsyz göçürmek gadagandyr. Şu şertler bilen baglanyşykly jedeller gepleşikler arkaly, ylalaşyk gazanylmasa bolsa Türkmenistanyň kanunçylygyna laýyklykda çözülýär.',
      ],
      [
        'Эти условия определяют порядок пользования сайтом нашего магазина. Оформляя заказ на сайте, вы принимаете эти условия.',
        'Цены на сайте указаны в национальной валюте Туркменистана — манатах (TMT). Цены и наличие товаров могут меняться без предварительного уведомления; стоимость вашего заказа фиксируется в момент его подтверждения. Если после подтверждения выяснится, что товара нет в наличии, мы позвоним вам и предложим аналог или отменим заказ.',
        'Фотографии и описания товаров носят информационный характер: цвет, комплектация или внешний вид товара могут немного отличаться от фотографии. Производитель вправе менять характеристики товара без предупреждения, поэтому точные сведения уточняйте у оператора.',
        'При оформлении заказа указывайте достоверные данные. Если указан неверный номер телефона или адрес, заказ может быть не выполнен.',
        'Тексты, фотографии и дизайн сайта принадлежат нашему магазину, их копирование без разрешения запрещено. Споры, связанные с этими условиями, решаются путём переговоров, а если договориться не удалось — в соответствии с законодательством Туркменистана.',
      ],
      [
        'These terms set out how our shop’s website may be used. By placing an order on the website you accept them.',
        'Prices on the website are in the national currency of Turkmenistan, the manat (TMT). Prices and availability may change without notice; the price of your order is fixed at the moment it is confirmed. If an item turns out to be out of stock after confirmation, we will call you to offer an alternative or cancel the order.',
        'Product photos and descriptions are for information: the colour, contents or appearance of an item may differ slightly from the photo. Manufacturers may change specifications without notice, so please check exact details with our operator.',
        'Please give accurate details when ordering. If the phone number or address is wrong, we may be unable to fulfil the order.',
        'The texts, photos and design of the website belong to our shop and may not be copied without permission. Disputes arising from these terms are settled by negotiation and, failing agreement, under the law of Turkmenistan.',
      ],
    ),
  },
  {
    slug: 'how-to-order',
    name: { tm: 'Nädip sargyt etmeli', ru: 'Как сделать заказ', en: 'How to order' },
    content: page(
      [
        'Dükanymyzda sargyt etmek aňsat we bary-ýogy birnäçe minut wagt alýar. Hasaba durmak hökmany däl, ýöne şahsy otagyňyz bolsa, sargytlaryňyzyň taryhyny görüp we olaryň ýagdaýyny yzarlap bilersiňiz.',
        [
          'Sargyt etmek üçin:',
          '- katalogdan ýa-da gözleg setiriniň kömegi bilen gerekli harydy tapyň;',
          '- süzgüçleriň kömegi bilen harytlary bahasy, markasy we häsiýetnamalary boýunça saýlaň;',
          '- harydyň sahypasynda «Sebede goş» düwmesine basyň;',
          '- sebede geçip, harytlary we olaryň sanyny barlaň;',
          '- adyňyzy, telefon belgiňizi we eltip bermek salgyňyzy görkeziň;',
          '- töleg usulyny saýlap, sargydy tassyklaň.',
        ].join('\n'),
        'Sargyt kabul edilenden soň operatorymyz size jaň edip, sargydy we eltip bermegiň wagtyny tassyklaýar. Soňra kurýer harydy görkezilen salga getirýär, siz bolsa tölegi haryt eliňize gowşurylanda nagt pul ýa-da bank kartasy bilen edýärsiňiz.',
        'Sargyt etmekde kynçylyk çekseňiz, ' +
          PHONE +
          ' belgisine jaň ediň — operatorymyz sargydy telefon arkaly kabul eder. Şeýle hem dükanymyza gelip, harydy ýerinde satyn alyp bilersiňiz.',
      ],
      [
        'Оформить заказ в нашем магазине просто, это займёт всего несколько минут. Регистрация не обязательна, но в личном кабинете вы сможете видеть историю заказов и следить за их статусом.',
        [
          'Чтобы сделать заказ:',
          '- найдите нужный товар в каталоге или через строку поиска;',
          '- с помощью фильтров подберите товары по цене, бренду и характеристикам;',
          '- на странице товара нажмите кнопку «В корзину»;',
          '- перейдите в корзину и проверьте товары и их количество;',
          '- укажите имя, номер телефона и адрес доставки;',
          '- выберите способ оплаты и подтвердите заказ.',
        ].join('\n'),
        'После того как заказ принят, оператор позвонит вам, чтобы подтвердить заказ и время доставки. Затем курьер привезёт товар по указанному адресу, а оплатить его вы сможете при получении — наличными или банковской картой.',
        'Если при оформлении возникли трудности, позвоните по номеру ' +
          PHONE +
          ' — оператор примет заказ по телефону. Кроме того, вы можете прийти в наш магазин и купить товар на месте.',
      ],
      [
        'Ordering from our shop is easy and takes only a few minutes. You do not need to register, but with a personal account you can see your order history and track the status of your orders.',
        [
          'To place an order:',
          '- find the product you need in the catalogue or with the search bar;',
          '- use the filters to narrow products down by price, brand and specifications;',
          '- on the product page, press "Add to cart";',
          '- go to the cart and check the items and quantities;',
          '- enter your name, phone number and delivery address;',
          '- choose a payment method and confirm the order.',
        ].join('\n'),
        'Once the order is placed, our operator will call you to confirm it and the delivery time. The courier then brings the item to the address you gave, and you pay on delivery in cash or by bank card.',
        'If you have any trouble ordering, call ' +
          PHONE +
          ' and our operator will take your order by phone. You are also welcome to visit our shop and buy on the spot.',
      ],
    ),
  },
];
