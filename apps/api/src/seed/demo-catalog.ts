import type { ProductCategory } from '@bar/domain/catalog/schema';

/**
 * The demo catalogue of each tenant: a real-looking menu (about 40 products) and a few services,
 * named and described in es, en and fr. Rows are compact: `es|en|fr` texts split on '|'. The
 * default tenant is a northern Mexican cantina; the restaurant tenant leans Central American.
 */
export interface DemoCatalogRow {
  category: ProductCategory | '';
  /** es|en|fr */
  subcategory: string;
  name: string;
  description: string;
  price: number | null;
  /** Gradient of the generated picture. */
  colors: [string, string];
  /** Also show the pictures of these rows (by name in Spanish) in a gallery. */
  gallery?: string[];
}

const row = (
  category: ProductCategory | '',
  subcategory: string,
  name: string,
  description: string,
  price: number | null,
  colors: [string, string],
  gallery?: string[],
): DemoCatalogRow => ({
  category,
  subcategory,
  name,
  description,
  price,
  colors,
  ...(gallery ? { gallery } : {}),
});

const RED: [string, string] = ['#b91c1c', '#f59e0b'];
const GREEN: [string, string] = ['#166534', '#84cc16'];
const BROWN: [string, string] = ['#78350f', '#d97706'];
const AMBER: [string, string] = ['#92400e', '#fbbf24'];
const BLUE: [string, string] = ['#1e3a8a', '#06b6d4'];
const PINK: [string, string] = ['#9d174d', '#f472b6'];
const GOLD: [string, string] = ['#a16207', '#fde047'];

const TACOS = 'Tacos|Tacos|Tacos';
const STARTERS = 'Entradas|Starters|Entrées';
const MAINS = 'Platos fuertes|Mains|Plats principaux';
const DESSERTS = 'Postres|Desserts|Desserts';
const TEQUILA = 'Tequila|Tequila|Tequila';
const MEZCAL = 'Mezcal|Mezcal|Mezcal';
const RUM = 'Ron|Rum|Rhum';
const BEER = 'Cerveza|Beer|Bière';
const CLASSICS = 'Clásicos|Classics|Classiques';
const HOUSE = 'De la casa|House specials|Maison';
const MICHES = 'Micheladas|Micheladas|Micheladas';
const SERVICES = '';

const CANTINA: DemoCatalogRow[] = [
  row(
    'food',
    STARTERS,
    'Guacamole de la casa|House guacamole|Guacamole maison',
    'Aguacate, chile serrano, cebolla y totopos recién hechos|Avocado, serrano chili, onion and fresh tortilla chips|Avocat, piment serrano, oignon et croustilles fraîches',
    11,
    GREEN,
  ),
  row(
    'food',
    STARTERS,
    'Queso fundido|Queso fundido|Queso fundido',
    'Queso Chihuahua gratinado con chorizo y tortillas de harina|Melted Chihuahua cheese with chorizo and flour tortillas|Fromage Chihuahua fondu au chorizo et tortillas de blé',
    13,
    AMBER,
  ),
  row(
    'food',
    STARTERS,
    'Elote asado|Grilled street corn|Maïs grillé',
    'Mazorca con mayonesa de chipotle, cotija y chile piquín|Corn on the cob with chipotle mayo, cotija and piquín chili|Épi de maïs, mayonnaise chipotle, cotija et piment piquín',
    7.5,
    GOLD,
  ),
  row(
    'food',
    STARTERS,
    'Ceviche norteño|Northern ceviche|Ceviche du Nord',
    'Pescado blanco curado en limón, pepino, tomate y tostadas|White fish cured in lime, cucumber, tomato and tostadas|Poisson blanc mariné au citron vert, concombre, tomate et tostadas',
    15,
    BLUE,
  ),
  row(
    'food',
    STARTERS,
    'Nachos de la cantina|Cantina nachos|Nachos de la cantina',
    'Totopos, frijoles, queso, jalapeños, pico de gallo y crema|Chips, beans, cheese, jalapeños, pico de gallo and cream|Croustilles, haricots, fromage, jalapeños, pico de gallo et crème',
    14,
    AMBER,
  ),
  row(
    'food',
    TACOS,
    'Tacos al pastor|Al pastor tacos|Tacos al pastor',
    'Tres tacos de cerdo al trompo con piña, cebolla y cilantro|Three spit-roasted pork tacos with pineapple, onion and cilantro|Trois tacos de porc à la broche, ananas, oignon et coriandre',
    14.5,
    RED,
    ['Tacos de carne asada', 'Tacos de birria'],
  ),
  row(
    'food',
    TACOS,
    'Tacos de carne asada|Carne asada tacos|Tacos carne asada',
    'Arrachera a la leña, guacamole y salsa roja|Wood-fired skirt steak, guacamole and red salsa|Bavette grillée au feu de bois, guacamole et salsa rouge',
    16,
    BROWN,
  ),
  row(
    'food',
    TACOS,
    'Tacos de birria|Birria tacos|Tacos de birria',
    'Res en adobo, queso derretido y consomé para sopear|Beef in adobo, melted cheese and consommé for dipping|Bœuf en adobo, fromage fondu et consommé à tremper',
    17,
    RED,
  ),
  row(
    'food',
    TACOS,
    'Tacos de pescado|Fish tacos|Tacos de poisson',
    'Pescado capeado estilo Ensenada, col y crema de chipotle|Ensenada-style battered fish, cabbage and chipotle cream|Poisson pané façon Ensenada, chou et crème chipotle',
    15,
    BLUE,
  ),
  row(
    'food',
    TACOS,
    'Tacos de hongos|Mushroom tacos|Tacos aux champignons',
    'Hongos al ajillo con epazote y queso fresco (vegetariano)|Garlic mushrooms with epazote and fresh cheese (vegetarian)|Champignons à l’ail, épazote et fromage frais (végétarien)',
    13,
    GREEN,
  ),
  row(
    'food',
    MAINS,
    'Enchiladas suizas|Swiss enchiladas|Enchiladas suizas',
    'Pollo, salsa verde cremosa y queso gratinado, con arroz|Chicken, creamy green salsa and melted cheese, with rice|Poulet, salsa verte crémeuse et fromage gratiné, avec riz',
    19,
    GREEN,
  ),
  row(
    'food',
    MAINS,
    'Carne asada norteña|Northern carne asada|Carne asada du Nord',
    'Rib eye a la parrilla, cebollitas, nopales y frijoles charros|Grilled rib eye, spring onions, cactus and charro beans|Faux-filet grillé, oignons nouveaux, nopales et haricots charros',
    32,
    BROWN,
  ),
  row(
    'food',
    MAINS,
    'Mole poblano|Mole poblano|Mole poblano',
    'Pierna de pollo en mole de 20 ingredientes con ajonjolí|Chicken leg in a 20-ingredient mole with sesame|Cuisse de poulet au mole de 20 ingrédients et sésame',
    22,
    BROWN,
  ),
  row(
    'food',
    MAINS,
    'Fajitas mixtas|Mixed fajitas|Fajitas mixtes',
    'Res, pollo y camarón con pimientos, para dos|Beef, chicken and shrimp with peppers, for two|Bœuf, poulet et crevettes aux poivrons, pour deux',
    38,
    RED,
  ),
  row(
    'food',
    MAINS,
    'Chiles rellenos|Stuffed poblano peppers|Piments farcis',
    'Poblanos rellenos de queso, capeados, en caldillo de tomate|Cheese-stuffed poblanos in egg batter, tomato broth|Poblanos farcis au fromage, enrobés, bouillon de tomate',
    20,
    GREEN,
  ),
  row(
    'food',
    MAINS,
    'Burrito percherón|Percherón burrito|Burrito percherón',
    'Tortilla de 40 cm con machaca, frijoles, arroz y queso|16-inch tortilla with machaca, beans, rice and cheese|Tortilla de 40 cm, machaca, haricots, riz et fromage',
    18,
    AMBER,
  ),
  row(
    'food',
    DESSERTS,
    'Churros con cajeta|Churros with cajeta|Churros à la cajeta',
    'Churros recién fritos con cajeta de Celaya|Freshly fried churros with goat-milk caramel|Churros frits minute et caramel de lait de chèvre',
    9,
    GOLD,
  ),
  row(
    'food',
    DESSERTS,
    'Flan napolitano|Neapolitan flan|Flan napolitain',
    'Flan de queso crema con caramelo|Cream cheese flan with caramel|Flan au fromage à la crème et caramel',
    8,
    AMBER,
  ),
  row(
    'food',
    DESSERTS,
    'Pastel de tres leches|Tres leches cake|Gâteau tres leches',
    'Bizcocho bañado en tres leches con canela|Sponge soaked in three milks with cinnamon|Génoise imbibée de trois laits à la cannelle',
    9,
    PINK,
  ),
  row(
    'liquor',
    TEQUILA,
    'Tequila blanco|Blanco tequila|Tequila blanco',
    '2 oz, 100 % agave de Los Altos, con sangrita|2 oz, 100% agave from Los Altos, with sangrita|2 oz, 100 % agave des Altos, avec sangrita',
    10,
    GOLD,
  ),
  row(
    'liquor',
    TEQUILA,
    'Tequila reposado|Reposado tequila|Tequila reposado',
    '2 oz, ocho meses en barrica de roble|2 oz, eight months in oak|2 oz, huit mois en fût de chêne',
    12,
    AMBER,
  ),
  row(
    'liquor',
    TEQUILA,
    'Tequila añejo|Añejo tequila|Tequila añejo',
    '2 oz, dos años en barrica, notas de vainilla|2 oz, two years in oak, vanilla notes|2 oz, deux ans en fût, notes de vanille',
    15,
    BROWN,
  ),
  row(
    'liquor',
    MEZCAL,
    'Mezcal espadín|Espadín mezcal|Mezcal espadín',
    '2 oz de Oaxaca, con sal de gusano y naranja|2 oz from Oaxaca, with worm salt and orange|2 oz d’Oaxaca, sel de ver et orange',
    12,
    BROWN,
  ),
  row(
    'liquor',
    MEZCAL,
    'Mezcal tobalá|Tobalá mezcal|Mezcal tobalá',
    '2 oz de agave silvestre, ahumado y floral|2 oz of wild agave, smoky and floral|2 oz d’agave sauvage, fumé et floral',
    18,
    BROWN,
  ),
  row(
    'liquor',
    MEZCAL,
    'Sotol de Chihuahua|Chihuahua sotol|Sotol de Chihuahua',
    '2 oz del desierto, herbal y mineral|2 oz from the desert, herbal and mineral|2 oz du désert, herbacé et minéral',
    13,
    AMBER,
  ),
  row(
    'liquor',
    BEER,
    'Cerveza de barril|Draft beer|Bière pression',
    'Lager mexicana, 16 oz|Mexican lager, 16 oz|Lager mexicaine, 16 oz',
    7,
    GOLD,
  ),
  row(
    'liquor',
    BEER,
    'Cerveza oscura|Dark beer|Bière brune',
    'Estilo Viena, 12 oz|Vienna-style, 12 oz|Style viennois, 12 oz',
    7.5,
    BROWN,
  ),
  row(
    'cocktail',
    CLASSICS,
    'Margarita clásica|Classic margarita|Margarita classique',
    'Tequila blanco, licor de naranja y limón, escarchada con sal|Blanco tequila, orange liqueur and lime, salt rim|Tequila blanco, liqueur d’orange et lime, bord salé',
    13,
    GREEN,
    ['Margarita de tamarindo', 'Paloma'],
  ),
  row(
    'cocktail',
    CLASSICS,
    'Paloma|Paloma|Paloma',
    'Tequila, refresco de toronja y limón|Tequila, grapefruit soda and lime|Tequila, soda au pamplemousse et lime',
    12,
    PINK,
  ),
  row(
    'cocktail',
    CLASSICS,
    'Mojito|Mojito|Mojito',
    'Ron blanco, hierbabuena, limón y soda|White rum, mint, lime and soda|Rhum blanc, menthe, lime et soda',
    12,
    GREEN,
  ),
  row(
    'cocktail',
    CLASSICS,
    'Piña colada|Piña colada|Piña colada',
    'Ron, piña y crema de coco|Rum, pineapple and coconut cream|Rhum, ananas et crème de coco',
    13,
    GOLD,
  ),
  row(
    'cocktail',
    HOUSE,
    'Margarita de tamarindo|Tamarind margarita|Margarita au tamarin',
    'Tequila, tamarindo y chamoy con escarcha de Tajín|Tequila, tamarind and chamoy with a Tajín rim|Tequila, tamarin et chamoy, bord au Tajín',
    14,
    BROWN,
  ),
  row(
    'cocktail',
    HOUSE,
    'Cantarito|Cantarito|Cantarito',
    'Tequila, naranja, toronja y limón en jarro de barro|Tequila, orange, grapefruit and lime in a clay cup|Tequila, orange, pamplemousse et lime en pot de terre',
    14,
    RED,
  ),
  row(
    'cocktail',
    HOUSE,
    'Oaxaca old fashioned|Oaxaca old fashioned|Oaxaca old fashioned',
    'Mezcal, tequila reposado, agave y amargo de chocolate|Mezcal, reposado tequila, agave and chocolate bitters|Mezcal, tequila reposado, agave et amer au chocolat',
    15,
    BROWN,
  ),
  row(
    'cocktail',
    HOUSE,
    'Carajillo|Carajillo|Carajillo',
    'Licor 43 y espresso batido con hielo|Licor 43 and espresso shaken on ice|Licor 43 et espresso frappé sur glace',
    13,
    BROWN,
  ),
  row(
    'michelada',
    MICHES,
    'Michelada clásica|Classic michelada|Michelada classique',
    'Cerveza, limón, salsas y chile, escarchada con sal|Beer, lime, sauces and chili, salt rim|Bière, lime, sauces et piment, bord salé',
    9,
    RED,
  ),
  row(
    'michelada',
    MICHES,
    'Michelada de tamarindo|Tamarind michelada|Michelada au tamarin',
    'Escarchada con chamoy y tamarindo|Rimmed with chamoy and tamarind|Bord givré de chamoy et tamarin',
    10,
    BROWN,
  ),
  row(
    'michelada',
    MICHES,
    'Michelada de mango|Mango michelada|Michelada à la mangue',
    'Pulpa de mango, Tajín y chamoy|Mango pulp, Tajín and chamoy|Pulpe de mangue, Tajín et chamoy',
    10,
    GOLD,
  ),
  row(
    'michelada',
    MICHES,
    'Michelada con camarón|Shrimp michelada|Michelada aux crevettes',
    'Clamato, camarones y pepino en tarro de 24 oz|Clamato, shrimp and cucumber in a 24 oz mug|Clamato, crevettes et concombre en chope de 24 oz',
    15,
    RED,
  ),
  row(
    'michelada',
    MICHES,
    'Chelada|Chelada|Chelada',
    'Cerveza con limón y sal, sin salsas|Beer with lime and salt, no sauces|Bière, lime et sel, sans sauce',
    8,
    GOLD,
  ),
];

const CANTINA_SERVICES: DemoCatalogRow[] = [
  row(
    '',
    SERVICES,
    'Noche de karaoke|Karaoke night|Soirée karaoké',
    'Jueves y sábados desde las 21:00, sin cargo de entrada|Thursdays and Saturdays from 9 pm, no cover|Jeudis et samedis dès 21 h, entrée libre',
    null,
    PINK,
  ),
  row(
    '',
    SERVICES,
    'Eventos privados|Private events|Événements privés',
    'Salón para 60 personas con menú a elegir|Room for 60 guests with a menu of your choice|Salle pour 60 personnes, menu au choix',
    450,
    BLUE,
  ),
  row(
    '',
    SERVICES,
    'Mariachi en vivo|Live mariachi|Mariachi en direct',
    'Serenata de 30 minutos para tu celebración|A 30-minute serenade for your celebration|Sérénade de 30 minutes pour votre fête',
    250,
    RED,
  ),
];

const PUPUSAS = 'Pupusas|Pupusas|Pupusas';
const PLATOS = 'Platos típicos|Traditional plates|Plats traditionnels';
const SNACKS = 'Para compartir|To share|À partager';
const SWEET = 'Postres|Desserts|Desserts';
const AGUARDIENTE = 'Aguardiente y ron|Aguardiente and rum|Aguardiente et rhum';
const MARIACHI_HOUSE = 'Cócteles del Mariachi|Mariachi cocktails|Cocktails du Mariachi';
const TROPICAL = 'Tropicales|Tropical|Tropicaux';

const MARIACHI: DemoCatalogRow[] = [
  row(
    'food',
    SNACKS,
    'Yuca frita con chicharrón|Fried cassava with pork crackling|Manioc frit et chicharrón',
    'Con curtido y salsa de tomate salvadoreña|With curtido slaw and Salvadoran tomato sauce|Avec curtido et sauce tomate salvadorienne',
    12,
    GOLD,
  ),
  row(
    'food',
    SNACKS,
    'Plátanos fritos|Fried plantains|Bananes plantain frites',
    'Maduros con frijoles volteados y crema|Ripe plantains with refried beans and cream|Plantains mûrs, haricots refrits et crème',
    9,
    AMBER,
  ),
  row(
    'food',
    SNACKS,
    'Baleadas|Baleadas|Baleadas',
    'Tortilla de harina hondureña, frijoles, queso y mantequilla|Honduran flour tortilla, beans, cheese and sour cream|Tortilla de blé hondurienne, haricots, fromage et crème',
    10,
    GOLD,
  ),
  row(
    'food',
    SNACKS,
    'Tostadas de ceviche de camarón|Shrimp ceviche tostadas|Tostadas au ceviche de crevettes',
    'Camarón, mango, cebolla morada y chile habanero|Shrimp, mango, red onion and habanero|Crevettes, mangue, oignon rouge et habanero',
    16,
    BLUE,
  ),
  row(
    'food',
    SNACKS,
    'Chicharrones de Jalisco|Jalisco pork rinds|Chicharrones de Jalisco',
    'Con guacamole y salsa de chile de árbol|With guacamole and chile de árbol salsa|Avec guacamole et salsa au piment de árbol',
    11,
    BROWN,
  ),
  row(
    'food',
    PUPUSAS,
    'Pupusa revuelta|Mixed pupusa|Pupusa mixte',
    'Masa de maíz rellena de chicharrón, frijol y queso|Corn dough filled with pork, beans and cheese|Pâte de maïs farcie de porc, haricots et fromage',
    5,
    AMBER,
    ['Pupusa de loroco', 'Pupusa de ayote'],
  ),
  row(
    'food',
    PUPUSAS,
    'Pupusa de loroco|Loroco pupusa|Pupusa au loroco',
    'Queso con flor de loroco|Cheese with loroco flower|Fromage et fleur de loroco',
    5,
    GREEN,
  ),
  row(
    'food',
    PUPUSAS,
    'Pupusa de ayote|Squash pupusa|Pupusa à la courge',
    'Ayote tierno y queso (vegetariana)|Tender squash and cheese (vegetarian)|Courge tendre et fromage (végétarienne)',
    5,
    GREEN,
  ),
  row(
    'food',
    PUPUSAS,
    'Pupusa de arroz|Rice-flour pupusa|Pupusa de riz',
    'Masa de arroz, queso y jalapeño, al estilo de Olocuilta|Rice dough, cheese and jalapeño, Olocuilta-style|Pâte de riz, fromage et jalapeño, façon Olocuilta',
    5.5,
    GOLD,
  ),
  row(
    'food',
    PLATOS,
    'Pepián guatemalteco|Guatemalan pepián|Pepián guatémaltèque',
    'Guiso de pollo en recado de semillas tostadas, con arroz|Chicken stew in a toasted-seed sauce, with rice|Ragoût de poulet, sauce aux graines grillées, avec riz',
    21,
    BROWN,
  ),
  row(
    'food',
    PLATOS,
    'Plato típico catracho|Honduran platter|Assiette hondurienne',
    'Carne asada, chorizo, frijoles, plátano, aguacate y queso|Grilled beef, chorizo, beans, plantain, avocado and cheese|Bœuf grillé, chorizo, haricots, plantain, avocat et fromage',
    24,
    RED,
  ),
  row(
    'food',
    PLATOS,
    'Birria tapatía|Jalisco birria|Birria de Jalisco',
    'Chivo en consomé de chiles, cebolla y limón|Goat in chili consommé, onion and lime|Chevreau en consommé de piments, oignon et lime',
    23,
    RED,
  ),
  row(
    'food',
    PLATOS,
    'Tortas ahogadas|Drowned tortas|Tortas ahogadas',
    'Pan birote con carnitas bañado en salsa de jitomate y chile|Birote bread with carnitas in tomato and chili sauce|Pain birote aux carnitas nappé de sauce tomate et piment',
    17,
    RED,
  ),
  row(
    'food',
    PLATOS,
    'Pescado frito del lago|Lake-style fried fish|Poisson frit du lac',
    'Tilapia entera con arroz, ensalada y tajadas|Whole tilapia with rice, salad and plantain chips|Tilapia entier, riz, salade et chips de plantain',
    26,
    BLUE,
  ),
  row(
    'food',
    PLATOS,
    'Pozole rojo|Red pozole|Pozole rouge',
    'Maíz cacahuazintle y cerdo con rábano, orégano y tostadas|Hominy and pork with radish, oregano and tostadas|Maïs cacahuazintle et porc, radis, origan et tostadas',
    18,
    RED,
  ),
  row(
    'food',
    PLATOS,
    'Tamales de elote|Sweet corn tamales|Tamales au maïs doux',
    'Dos tamales con crema y queso fresco|Two tamales with cream and fresh cheese|Deux tamales, crème et fromage frais',
    12,
    GOLD,
  ),
  row(
    'food',
    SWEET,
    'Empanadas de plátano|Plantain empanadas|Empanadas de plantain',
    'Rellenas de leche poleada, con azúcar y canela|Filled with custard, sugar and cinnamon|Fourrées de crème pâtissière, sucre et cannelle',
    8,
    GOLD,
  ),
  row(
    'food',
    SWEET,
    'Quesadilla salvadoreña|Salvadoran cheese cake|Quesadilla salvadorienne',
    'Pan dulce de queso y ajonjolí con café|Sweet cheese bread with sesame, with coffee|Gâteau au fromage et sésame, avec café',
    7,
    AMBER,
  ),
  row(
    'food',
    SWEET,
    'Jericalla|Jericalla|Jericalla',
    'Natilla tapatía de vainilla con la superficie quemada|Guadalajara vanilla custard with a burnt top|Crème vanille de Guadalajara au dessus brûlé',
    8,
    AMBER,
  ),
  row(
    'liquor',
    AGUARDIENTE,
    'Ron guatemalteco 23 años|23-year Guatemalan rum|Rhum guatémaltèque 23 ans',
    '2 oz, añejado en altura|2 oz, aged at altitude|2 oz, vieilli en altitude',
    16,
    BROWN,
  ),
  row(
    'liquor',
    AGUARDIENTE,
    'Ron nicaragüense 12 años|12-year Nicaraguan rum|Rhum nicaraguayen 12 ans',
    '2 oz, seco y especiado|2 oz, dry and spiced|2 oz, sec et épicé',
    13,
    BROWN,
  ),
  row(
    'liquor',
    AGUARDIENTE,
    'Guaro de caña|Cane guaro|Guaro de canne',
    '2 oz de aguardiente centroamericano|2 oz of Central American cane spirit|2 oz d’eau-de-vie de canne centraméricaine',
    8,
    GOLD,
  ),
  row(
    'liquor',
    TEQUILA,
    'Tequila de Arandas|Arandas tequila|Tequila d’Arandas',
    '2 oz blanco de Los Altos de Jalisco|2 oz blanco from the Jalisco highlands|2 oz blanco des hauts plateaux de Jalisco',
    11,
    GOLD,
  ),
  row(
    'liquor',
    TEQUILA,
    'Raicilla|Raicilla|Raicilla',
    '2 oz de la costa de Jalisco, afrutada|2 oz from the Jalisco coast, fruity|2 oz de la côte de Jalisco, fruitée',
    14,
    AMBER,
  ),
  row(
    'liquor',
    BEER,
    'Cerveza centroamericana|Central American beer|Bière centraméricaine',
    'Pilsener de El Salvador o Gallo de Guatemala, 12 oz|Pilsener from El Salvador or Gallo from Guatemala, 12 oz|Pilsener du Salvador ou Gallo du Guatemala, 12 oz',
    7,
    GOLD,
  ),
  row(
    'liquor',
    BEER,
    'Cubeta de cervezas|Beer bucket|Seau de bières',
    'Seis cervezas mexicanas en hielo|Six Mexican beers on ice|Six bières mexicaines sur glace',
    36,
    BLUE,
  ),
  row(
    'cocktail',
    MARIACHI_HOUSE,
    'Cantarito jalisciense|Jalisco cantarito|Cantarito de Jalisco',
    'Tequila, cítricos y refresco de toronja en jarro|Tequila, citrus and grapefruit soda in a clay cup|Tequila, agrumes et soda pamplemousse en pot de terre',
    14,
    RED,
    ['Paloma de jamaica', 'Batanga'],
  ),
  row(
    'cocktail',
    MARIACHI_HOUSE,
    'Batanga|Batanga|Batanga',
    'Tequila, cola y limón con escarcha de sal|Tequila, cola and lime with a salt rim|Tequila, cola et lime, bord salé',
    11,
    BROWN,
  ),
  row(
    'cocktail',
    MARIACHI_HOUSE,
    'Paloma de jamaica|Hibiscus paloma|Paloma à l’hibiscus',
    'Tequila, flor de jamaica y toronja|Tequila, hibiscus and grapefruit|Tequila, hibiscus et pamplemousse',
    13,
    PINK,
  ),
  row(
    'cocktail',
    MARIACHI_HOUSE,
    'Mezcalita de maracuyá|Passion fruit mezcalita|Mezcalita aux fruits de la passion',
    'Mezcal, maracuyá y chile ancho|Mezcal, passion fruit and ancho chili|Mezcal, fruit de la passion et piment ancho',
    14,
    GOLD,
  ),
  row(
    'cocktail',
    TROPICAL,
    'Guaro sour|Guaro sour|Guaro sour',
    'Guaro, limón mandarina y clara de huevo|Guaro, mandarin lime and egg white|Guaro, lime mandarine et blanc d’œuf',
    12,
    GREEN,
  ),
  row(
    'cocktail',
    TROPICAL,
    'Macuá|Macuá|Macuá',
    'El cóctel nicaragüense: ron, guayaba y limón|Nicaragua’s cocktail: rum, guava and lime|Le cocktail du Nicaragua : rhum, goyave et lime',
    13,
    PINK,
  ),
  row(
    'cocktail',
    TROPICAL,
    'Coco loco|Coco loco|Coco loco',
    'Ron, tequila y agua de coco servido en el coco|Rum, tequila and coconut water in the coconut|Rhum, tequila et eau de coco servis dans la noix',
    15,
    GREEN,
  ),
  row(
    'michelada',
    MICHES,
    'Michelada del Mariachi|Mariachi michelada|Michelada du Mariachi',
    'Cerveza, salsa negra, chile de árbol y limón|Beer, dark sauce, chile de árbol and lime|Bière, sauce noire, piment de árbol et lime',
    10,
    RED,
  ),
  row(
    'michelada',
    MICHES,
    'Michelada de mango con chamoy|Mango chamoy michelada|Michelada mangue et chamoy',
    'Mango, chamoy y escarcha de Tajín|Mango, chamoy and a Tajín rim|Mangue, chamoy et bord au Tajín',
    11,
    GOLD,
  ),
  row(
    'michelada',
    MICHES,
    'Michelada de pepino|Cucumber michelada|Michelada au concombre',
    'Jugo de pepino, limón y sal de chile|Cucumber juice, lime and chili salt|Jus de concombre, lime et sel pimenté',
    10,
    GREEN,
  ),
  row(
    'michelada',
    MICHES,
    'Michelada de ostión|Oyster michelada|Michelada aux huîtres',
    'Clamato, ostiones frescos y salsa picante|Clamato, fresh oysters and hot sauce|Clamato, huîtres fraîches et sauce piquante',
    16,
    BLUE,
  ),
  row(
    'michelada',
    MICHES,
    'Michelada de jamaica|Hibiscus michelada|Michelada à l’hibiscus',
    'Cerveza con concentrado de jamaica y chile|Beer with hibiscus syrup and chili|Bière, sirop d’hibiscus et piment',
    10,
    PINK,
  ),
];

const MARIACHI_SERVICES: DemoCatalogRow[] = [
  row(
    '',
    SERVICES,
    'Mariachi los viernes|Mariachi Fridays|Vendredis mariachi',
    'Mariachi en vivo de 20:00 a 23:00|Live mariachi from 8 to 11 pm|Mariachi en direct de 20 h à 23 h',
    null,
    RED,
  ),
  row(
    '',
    SERVICES,
    'Clase de pupusas|Pupusa class|Atelier pupusas',
    'Aprende a hacer pupusas con nuestra cocinera, 90 minutos|Learn to make pupusas with our cook, 90 minutes|Apprenez à faire des pupusas avec notre cuisinière, 90 minutes',
    35,
    AMBER,
  ),
  row(
    '',
    SERVICES,
    'Banquetes|Catering|Traiteur',
    'Taquizas y pupuserías a domicilio desde 20 personas|Taco and pupusa buffets delivered, from 20 guests|Buffets de tacos et pupusas livrés, dès 20 personnes',
    null,
    GREEN,
  ),
];

export const DEMO_CATALOG: Record<
  string,
  { products: DemoCatalogRow[]; services: DemoCatalogRow[] }
> = {
  default: { products: CANTINA, services: CANTINA_SERVICES },
  restaurant: { products: MARIACHI, services: MARIACHI_SERVICES },
};
