# rules
# La page des règles (#/rules) : toutes les règles de Camelot dans les mots de l'application, ses
# variantes et la notation, avec de petits diagrammes.
# Notes pour le traducteur :
# - Les noms de cases (F7, D13), les colonnes et rangées (A à L, 1 à 16) et les coups (E4-E6-G8-I8, E4xE6xE8)
#   sont les mêmes dans toutes les langues : gardez-les tels quels.
# - Un argument $variant est le nom d'un jeu tel que le donne son propre catalogue (Camelot,
#   Chivalry, River Camelot…).
# - Certains paragraphes contiennent un lien ou un bout de code : ils arrivent en arguments ($course,
#   $square…), pour que la phrase les place où elle veut. Leurs propres mots, s'ils en ont, sont des
#   messages à part (nommés dans le commentaire).
# - Un élément de liste qui commence par un terme en gras (« Déplacement simple. ») forme deux messages :
#   le terme (…-term) et le texte qui le suit (la page met une espace entre les deux).

## La page
rules-title = Les règles de Camelot
# $course est un lien vers le cours ; ses mots sont rules-intro-course.
rules-intro = Voici les règles de la World Camelot Federation, telles que ce programme les applique, dans nos propres mots.
    Vous préférez apprendre en jouant ? Suivez le { $course }.
rules-intro-course = cours des règles

## Diagrammes
rules-diagram-error = Ce diagramme n'a pas pu être dessiné.
rules-diagram-start = La position de départ.
# Le diagramme de River Camelot : avant le premier coup, chaque camp plante trois arbres.
rules-diagram-river-start = Le départ, après que chaque camp a planté trois arbres.
# $canter est un coup (E4-E6-G8-I8).
rules-diagram-canter = Un galop enchaîné, qui change de direction : { $canter }.
# $jumps est un coup (E4xE6xE8).
rules-diagram-jumps = Un enchaînement de deux sauts : { $jumps }.
# $charge est un coup (E4-E6xE8).
rules-diagram-charge = Une charge du chevalier : { $charge }.
# $canter et $step sont des coups (E14-G16, F15-F16).
rules-diagram-castle = Deux façons d'entrer dans le château des Noirs : { $canter } (un galop qui s'y arrête) et { $step }.

## Plateau et pièces
rules-board-heading = Plateau et pièces
rules-board-squares = Le plateau compte 160 cases : colonnes A à L, rangées 1 à 16. Les rangées 1 et 16 n'ont que les deux
    cases F et G : ce sont les châteaux. Les rangées 2 et 15 vont de C à J, les rangées 3 et 14 de B à K,
    et les rangées 4 à 13 de A à L.
rules-board-pieces = Le château des Blancs est formé de F1 et G1, celui des Noirs de F16 et G16. Chaque joueur commence avec
    quatre chevaliers et dix pions au milieu du plateau. Les Blancs commencent ; ensuite les joueurs jouent à tour de rôle,
    un coup chacun.

## Les quatre sortes de coups
rules-moves-heading = Les quatre sortes de coups
rules-move-plain-term = Déplacement simple.
rules-move-plain = Un pas vers une case voisine vide, dans l'une des huit directions.
rules-move-canter-term = Galop.
rules-move-canter = Un bond par-dessus l'une de vos propres pièces voisine de la vôtre, en ligne droite, jusqu'à la case vide
    juste derrière. Les galops peuvent s'enchaîner et changer de direction entre les bonds ; la pièce peut s'arrêter après
    n'importe quel bond. Personne n'est jamais obligé de galoper. Les pièces par-dessus lesquelles on bondit restent en place.
rules-move-jump-term = Saut.
rules-move-jump = Un bond par-dessus une pièce ennemie voisine de la vôtre, jusqu'à la case vide juste derrière. La pièce
    ennemie est prise et retirée aussitôt. Après un saut, la pièce doit continuer à sauter tant qu'elle le peut, dans n'importe
    quelle direction ; quand plusieurs enchaînements sont possibles, on peut choisir n'importe lequel, pas forcément le plus long.
rules-move-charge-term = Charge du chevalier.
rules-move-charge = Pour les chevaliers seulement : un ou plusieurs galops suivis d'un ou plusieurs sauts, dans cet ordre,
    en un seul coup.

## Obligations
rules-duties-heading = Obligations
rules-duty-capture-term = La prise est obligatoire.
rules-duty-capture = Si l'une de vos pièces peut sauter, votre coup doit prendre : un enchaînement de sauts par n'importe
    quelle pièce, ou une charge du chevalier par n'importe quel chevalier (qui peut prendre une autre pièce).
rules-duty-knight-term = Le devoir du chevalier.
rules-duty-knight = Un chevalier dont le galop arrive sur une case d'où il pourrait sauter doit prendre dans le même
    coup, depuis cette case ou en galopant plus loin pour prendre ensuite. Cela vaut même si aucune prise n'était possible
    au début du tour. Les pions n'ont pas ce devoir.

## Châteaux
rules-castles-heading = Châteaux
rules-castle-own-term = Votre propre château.
rules-castle-own = Aucun déplacement simple ni galop ne peut y entrer ; seul un saut (ou les sauts d'une charge) peut y
    arriver, et la pièce doit alors en ressortir en sautant si elle le peut.
rules-castle-leave-term = En sortir.
rules-castle-leave = Une pièce qui a terminé son coup dans son propre château doit en sortir au tour suivant de son
    propriétaire, et ce coup doit être joué par cette pièce, quelles que soient les prises possibles ailleurs. Si elle peut
    sortir par un saut, elle le doit ; sinon, elle sort par un pas ou par un galop.
rules-castle-enemy-term = Le château adverse.
rules-castle-enemy = Une pièce qui y entre n'en sort plus. Tout coup s'arrête dès que la pièce y arrive. À l'intérieur,
    son seul coup possible est le coup de château, un pas vers l'autre case du château ; chaque joueur peut faire au plus
    deux coups de château par partie, et jamais quand une prise est obligatoire.

## Fin de la partie (une liste numérotée : rules-choice-no-move-in-castle renvoie à son 4e élément)
rules-end-heading = Fin de la partie
rules-end-intro = Vérifié après chaque coup :
rules-end-castle = Un joueur qui a deux pièces dans le château adverse gagne.
rules-end-material = Si les deux joueurs ont au plus une pièce chacun, la partie est nulle.
rules-end-captured = Un joueur qui a pris toutes les pièces ennemies en gardant au moins deux des siennes gagne.
rules-end-no-move = Un joueur qui a le trait et aucun coup légal perd, si l'adversaire a deux pièces ou plus.

## Là où le texte officiel ne dit rien
rules-choices-heading = Là où le texte officiel ne dit rien : nos choix
rules-choice-revisit = Un galop ne peut pas arriver sur une case qu'il a déjà visitée dans le même coup, case de départ
    comprise. (Un enchaînement de sauts le peut, puisque les pièces qu'il a prises ont disparu.)
rules-choice-paths = Un coup, c'est tout son trajet : deux trajets vers la même case sont deux coups différents.
# « la règle 4 ci-dessus » est le 4e élément de la liste sous « Fin de la partie » (rules-end-no-move).
rules-choice-no-move-in-castle = Si la pièce qui doit quitter son propre château n'a aucun coup légal, son joueur n'a aucun
    coup légal, et la règle 4 ci-dessus s'applique.
rules-choice-knight-duty = Le devoir du chevalier est rempli par n'importe quelle prise plus loin dans le même coup, même de
    la même pièce ennemie depuis une autre case.
rules-choice-no-move-draw = Un joueur sans coup légal dont l'adversaire a moins de deux pièces : la partie est nulle.
rules-choice-repetition = Règle maison, activée par défaut : la troisième apparition de la même position, avec le même joueur
    au trait et les mêmes coups de château utilisés, est nulle. Les règles officielles n'ont pas une telle règle.

## Notation
rules-notation-heading = Notation
# $square est un nom de case (F7) ; $step et $jump sont les signes « - » et « x » de la notation,
# chacun affiché comme du code.
rules-notation-intro = Les cases s'écrivent comme { $square }. Un coup donne sa case de départ et chaque case d'arrivée, avec
    { $step } avant une arrivée de pas ou de galop et { $jump } avant une arrivée de saut :
# Le tableau d'exemples : chacun décrit le coup à côté (C8-D9, E6-C8-A8, H4xJ4xL6,
# F6-F8-H8xH10xJ12, F16-G16).
rules-notation-plain = un déplacement simple
rules-notation-canter = un galop de deux bonds
rules-notation-jumps = deux sauts, qui prennent deux pièces
rules-notation-charge = une charge du chevalier : deux galops, puis deux sauts
rules-notation-castle = un coup de château
# $record est la suite des coups d'une partie (1. F7-F8 F10-F9 2. E7-E8) et $tag une ligne d'en-tête
# ([White "Player"]), chacun affiché comme du code, tels qu'un fichier de partie les contient.
rules-notation-records = La notation d'une partie liste les coups numérotés, comme { $record }, après des lignes d'en-tête comme { $tag }.

## La famille Camelot (une section par variante)
rules-variants-heading = La famille Camelot
rules-variants-intro = Les mêmes coups sur d'autres plateaux, ou avec d'autres buts. Tout ce qui n'est pas indiqué pour un jeu
    est identique à Camelot. Lancez-en un depuis Nouvelle partie sur la page de jeu.
# La description d'une variante en une ligne : $variant est son nom, $summary sa description (tirée du
# catalogue des variantes).
rules-variant-summary = { $variant } : { $summary }.
# Le bouton qui commence une partie de la variante.
rules-variant-play = Jouer à { $variant }

# Ce qui diffère de Camelot, un élément de liste chacun.
rules-chivalry-board = Le plateau compte 176 cases : colonnes A à N. Les rangées 1 et 16 sont les châteaux G et H ; les rangées
    2 et 15 vont de D à K, 3 et 14 de C à L, 4 et 13 de B à M, et les rangées 5 à 12 de A à N.
rules-chivalry-pieces = Chaque camp a 8 chevaliers et 12 pions, sur les rangées 6 et 7 pour les Blancs, 10 et 11 pour les Noirs.
rules-chivalry-rules = Toutes les règles sont celles de Camelot.

rules-cam-board = Le plateau compte 67 cases, colonnes A à G et rangées 1 à 13 ; chaque château est une seule case, D1 et D13.
rules-cam-pieces = Chaque camp a 2 chevaliers et 5 pions.
rules-cam-castle = Une seule pièce dans le château adverse gagne aussitôt ; il n'y a pas de coups de château.
rules-cam-capture = Prendre toutes les pièces ennemies fait gagner, quel que soit le nombre de pièces restantes ; à une
    pièce contre une, la partie continue.
rules-cam-no-move = Un joueur qui n'a aucun coup légal perd.

rules-camette-board = Le plus petit plateau : 23 cases, colonnes A à E et rangées 1 à 7 ; les châteaux sont C1 et C7.
rules-camette-pieces = Chaque camp a 1 chevalier et 3 pions.
rules-camette-rules = Les règles sont celles de Cam : une pièce dans le château adverse gagne, pas de coups de château, prendre
    toutes les pièces ennemies fait gagner, pas de nulle par manque de matériel, et un joueur sans coup légal perd.

rules-all-knighter-pieces = Camelot où toutes les pièces sont des chevaliers : les 14 pièces de chaque camp peuvent charger, et
    chacune a le devoir du chevalier.

# D7–D8 et I9–I10 sont les deux ponts, de deux cases chacun.
rules-river-river = Une rivière de 28 cases traverse le plateau de Camelot. Aucune pièce ne peut entrer sur une case de
    rivière ni bondir par-dessus ; ses deux ponts, D7–D8 et I9–I10 (deux cases chacun), sont des cases ordinaires.
rules-river-start = Les pièces commencent deux rangées plus près de leur propre château.
# C3,F6,K5 est la façon d'écrire un coup qui plante trois arbres.
rules-river-trees = Avant le premier coup, chaque joueur plante trois arbres sur des cases à arbre de son côté, les Blancs
    d'abord, en un seul coup (écrit C3,F6,K5). Un arbre bloque comme la rivière : rien ne s'y pose ni ne bondit par-dessus.

rules-anti-goals = Le plateau, les pièces et les coups de Camelot, avec les buts inversés.
rules-anti-win = Un joueur gagne quand il n'a aucun coup légal à son tour, ou quand son adversaire fait entrer une pièce
    dans son château.
rules-anti-capture = La prise reste obligatoire : un saut forcé peut donc emmener une pièce dans le château adverse, et faire perdre.
rules-anti-rules = Il n'y a pas de coups de château, pas de nulle par manque de matériel, et prendre toutes les pièces ennemies
    ne fait pas gagner.

## Les liens en bas de la page
rules-play-game = Jouer une partie
rules-take-course = Suivre le cours
