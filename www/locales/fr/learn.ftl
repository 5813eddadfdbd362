# learn
# Le cours des règles (#/learn) : la liste des leçons, la page d'une leçon, les textes des leçons et
# les explications du correcteur quand un essai est faux.
# Notes pour le traducteur :
# - Les noms de cases (C3, H11), les coups (C3-D2, E4xE6xE8) et le texte des positions restent tels quels.
# - $move est un coup écrit dans la notation de la WCF (E4-E6-G8, E4xE6).
# - $square, $from, $to sont des noms de cases (F7) ; « case » est féminin (« F7 est occupée »).
# - En anglais, « click » devient « tap » sur les écrans tactiles (la page change le mot anglais) ;
#   le texte français dit « cliquez ».

## La liste des leçons
learn-heading = Apprendre les règles de { -game-name }
# La phrase d'ouverture du cours ; $n est le nombre de leçons.
learn-course-intro = { $n ->
    [one] { $n } courte leçon
   *[other] { $n } courtes leçons
}, chacune avec un petit exercice sur le plateau. Votre progression est enregistrée sur cet appareil.
# « 3 leçons terminées sur 10 » : $done leçons finies sur $n.
learn-progress = { $done ->
    [one] { $done } leçon terminée
   *[other] { $done } leçons terminées
} sur { $n }
# Le bouton d'entrée dans le cours ; $title est le titre d'une leçon.
learn-start-course = Commencer le cours : { $title }
learn-continue = Continuer : { $title }
learn-reset-progress = Réinitialiser la progression
# Lu par les lecteurs d'écran pour la coche (✓) à côté d'une leçon terminée.
learn-done-label = terminée
# $id est ce que l'adresse désignait comme leçon.
learn-no-such-lesson = Il n'y a pas de leçon nommée « { $id } ». Choisissez-en une dans la liste.
# Une progression enregistrée illisible ; $why dit pourquoi (pas toujours traduit).
learn-progress-reset = Votre progression dans le cours n'a pas pu être lue ({ $why }) et a été réinitialisée.
# Pourquoi la progression n'a pas été lue : elle a été écrite par une version plus récente de l'application.
learn-progress-unknown-version = version { $version } inconnue

## La page d'une leçon
learn-all-lessons = Toutes les leçons
# Après le lien « Toutes les leçons » : « · Leçon 3 sur 10 » (attention à l'espace du début).
learn-crumb = { " " }· Leçon { $number } sur { $of }
# Après le titre d'une leçon déjà terminée (attention à l'espace du début).
learn-done-tick = { " " }✓ terminée
learn-your-task = Votre objectif
# Boutons : jouer le coup qu'un premier appui a montré ; finir un galop là où il peut s'arrêter.
learn-play-move = Jouer { $move }
learn-end-here = Finir le coup ici ({ $move })
learn-next-lesson = Leçon suivante →
learn-play-a-game = Jouer une partie →
learn-show-me = Montrez-moi
learn-restart = Recommencer la leçon
learn-previous = ← Précédente
# Le nom des liens vers la leçon précédente et la suivante (pour les lecteurs d'écran).
learn-nav-label = Leçons
# Sous l'objectif, pendant que « Montrez-moi » joue les coups, puis une fois qu'il les a montrés.
learn-demo-watching = Regardez le coup sur le plateau…
learn-demo-revealed = Les flèches et les points montrent les coups qui résolvent l'exercice. À vous : cliquez sur la pièce,
    puis sur la case où elle va.
# L'explication d'un essai faux, suivie de la prise que l'élève doit faire ($duty, une phrase).
learn-why-and-duty = { $why } { $duty }

## Le correcteur : pourquoi un essai ne remplit pas l'objectif
# La position d'une leçon est illisible (un bogue) ; $error dit pourquoi.
learn-bad-position = leçon { $id } : position invalide : { $error }
# Un clic sur une case qui n'est pas la réponse ; $miss est le message propre à la leçon.
learn-click-miss = { $square } : { $miss }
learn-click-own-castle = { $square } est dans le château des Blancs, le vôtre. { $miss }
learn-click-piece-first = { $square } : cliquez d'abord sur l'une de vos pièces, puis là où elle doit aller.
learn-click-not-move = Cet exercice vous demande de cliquer sur une case, pas de jouer un coup.
# Un coup légal qui ne remplit pas l'objectif ; $miss est le message propre à la leçon.
learn-move-miss = { $move } : { $miss }
learn-legal-not-solving = { $move } est légal, mais ne résout pas l'exercice.
# $outcome est le résultat, tel que le décrivent les règles du jeu.
learn-game-over = La partie est terminée : { $outcome }.
learn-no-piece = Il n'y a pas de pièce en { $square }.
# $piece_color est le camp de la pièce, $turn le camp qui a le trait ("white" ou "black").
learn-not-your-piece = La pièce en { $square } appartient aux { $piece_color ->
    [white] Blancs
   *[black] Noirs
} ; c'est aux { $turn ->
    [white] Blancs
   *[black] Noirs
} de jouer.
learn-choose-destination = Choisissez où la pièce doit aller.

## Le correcteur : la règle qu'enfreint un coup illégal ($move est le coup essayé)
# $square est la case où se trouve la pièce dans son propre château.
learn-illegal-must-leave-castle = { $move } n'est pas autorisé : votre pièce en { $square } se trouve dans
    votre propre château ; elle doit donc en sortir à ce tour, avant toute autre chose, même une prise.
learn-illegal-step-in-chain = { $move } n'est pas autorisé : un déplacement simple n'est qu'un pas ; il ne peut
    pas faire partie d'un coup plus long.
learn-illegal-step-occupied = { $move } n'est pas autorisé : { $square } est occupée. Un déplacement simple
    mène à une case voisine vide.
learn-illegal-unreachable = { $move } n'est pas autorisé : une pièce avance d'un pas vers une case voisine,
    ou bondit par-dessus une pièce juste à côté d'elle ; { $to } ne peut pas être atteinte depuis { $from } de cette façon.
learn-illegal-leap-occupied = { $move } n'est pas autorisé : un bond doit arriver sur une case vide, et
    { $square } est occupée.
# $square est la case par-dessus laquelle la pièce bondit.
learn-illegal-leap-over-empty = { $move } n'est pas autorisé : un bond doit passer par-dessus une pièce
    juste à côté, et { $square } est vide.
learn-illegal-canter-after-jump = { $move } n'est pas autorisé : une fois qu'une pièce a sauté, elle ne peut
    que continuer à sauter, pas galoper.
learn-illegal-canter-revisits = { $move } n'est pas autorisé : un galop ne peut pas arriver sur une case
    déjà visitée dans le même coup (sa case de départ comprise).
learn-illegal-into-own-castle = { $move } n'est pas autorisé : aucun déplacement simple ni galop ne peut
    entrer dans votre propre château. Seul un saut peut y arriver.
learn-illegal-man-charge = { $move } n'est pas autorisé : seul un chevalier peut galoper puis sauter dans
    le même coup (la charge du chevalier). Un pion doit choisir l'un ou l'autre.
learn-illegal-past-enemy-castle = { $move } n'est pas autorisé : un coup s'arrête dès que la pièce
    arrive dans le château adverse.
# $square est la case où se trouve la pièce après les sauts déjà saisis.
learn-illegal-keep-jumping = { $move } n'est pas autorisé : après un saut, la même pièce doit continuer
    à sauter tant qu'elle le peut (depuis { $square }, elle peut encore sauter).
learn-illegal-knights-duty = { $move } n'est pas autorisé : c'est le devoir du chevalier. Un chevalier dont
    le galop arrive à côté d'une pièce ennemie qu'il peut sauter doit continuer et prendre dans le même coup.
learn-illegal-castle-moves-spent = { $move } n'est pas autorisé : chaque joueur peut faire au plus deux
    coups de château par partie, et vous avez fait les deux.
# $square est l'autre case du château adverse.
learn-illegal-castle-move-occupied = { $move } n'est pas autorisé : { $square } est occupée. Le coup de
    château ne mène à l'autre case du château que si elle est vide.
# $used est le nombre de coups de château que l'élève a faits dans la partie (0, 1 ou 2).
learn-illegal-leaves-enemy-castle = { $move } n'est pas autorisé : une pièce dans le château adverse
    n'en sort jamais. Son seul coup possible est le coup de château vers l'autre case du château, au plus
    deux par joueur et par partie (vous { $used ->
    [0] n'en avez encore fait aucun
    [1] en avez déjà fait un
   *[other] avez déjà fait les deux
}).
# $examples est jusqu'à trois prises, reliées par learn-examples-or : « E4xE6 ou K4xK6 ».
learn-illegal-capture-required = { $move } n'est pas autorisé : la prise est obligatoire. L'une de vos
    pièces peut sauter une pièce ennemie (par exemple { $examples }) : à ce tour, vous devez donc prendre.
learn-examples-or = { " " }ou{ " " }
# $error est la raison donnée par les règles elles-mêmes (pas toujours traduite).
learn-illegal-other = { $move } n'est pas autorisé : { $error }.

# Les leçons, dans l'ordre du cours : chacune a un titre, des paragraphes qui expliquent la règle
# (text-1, text-2, …), un exercice, ce qui est dit quand un essai le manque et quand il est réussi.

## Leçon 1
learn-lesson-1-title = Le plateau et les châteaux
learn-lesson-1-text-1 = { -game-name } se joue sur un plateau de 160 cases : douze colonnes, de A à L, et
    seize rangées. Le plateau se rétrécit vers chaque bout, et à chaque bout deux cases dépassent :
    ce sont les châteaux.
learn-lesson-1-text-2 = Le château des Blancs est formé de F1 et G1, en bas. Celui des Noirs est formé de
    F16 et G16, en haut. Chaque joueur a dix pions (pièces rondes avec un anneau) et quatre chevaliers
    (pièces avec une couronne). Les Blancs jouent en premier.
learn-lesson-1-text-3 = Vous gagnez en faisant entrer deux de vos pièces dans le château adverse, ou en
    prenant toutes les pièces adverses tout en gardant au moins deux des vôtres.
# L'exercice, adressé à l'élève.
learn-lesson-1-task = Vous jouez les Blancs. Cliquez sur une case du château que vous cherchez à
    atteindre : le château des Noirs.
# Ce qui est dit quand un coup légal (ou un clic) ne remplit pas l'objectif.
learn-lesson-1-miss = Ce n'est pas ça. Le château des Noirs, ce sont les deux cases qui dépassent en
    haut du plateau.
# Ce qui est dit quand l'exercice est réussi.
learn-lesson-1-praise = Exact : F16 et G16 forment le château des Noirs, votre objectif.

## Leçon 2
learn-lesson-2-title = Le déplacement simple
learn-lesson-2-text-1 = Le coup le plus simple : un pas vers une case voisine vide, dans l'une des
    huit directions, en avant, en arrière, sur le côté ou en diagonale. Les pions comme les chevaliers
    se déplacent ainsi.
learn-lesson-2-text-2 = Cliquez sur le pion en F7 : des points montrent où il peut aller ; un pas s'arrête sur une case voisine.
# L'exercice, adressé à l'élève.
learn-lesson-2-task = Faites un déplacement simple : déplacez l'un de vos pions d'un pas.
# Ce qui est dit quand un coup légal (ou un clic) ne remplit pas l'objectif.
learn-lesson-2-miss = C'était un bond par-dessus une pièce (un galop, l'objet de la leçon suivante). Ici,
    faites simplement un pas vers une case voisine.
# Ce qui est dit quand l'exercice est réussi.
learn-lesson-2-praise = Bravo : un pas vers une case voisine, c'est un déplacement simple.

## Leçon 3
learn-lesson-3-title = Le galop
learn-lesson-3-text-1 = Un galop est un bond par-dessus l'une de vos propres pièces, placée juste à côté
    de la vôtre, jusqu'à la case vide située juste derrière elle, en ligne droite. La pièce par-dessus
    laquelle vous bondissez reste en place.
learn-lesson-3-text-2 = Un galop peut continuer : après un bond, la pièce peut bondir à nouveau par-dessus
    une autre de vos pièces, et elle peut changer de direction entre les bonds. Elle peut s'arrêter après
    n'importe quel bond. Personne n'est jamais obligé de galoper.
learn-lesson-3-text-3 = Une limite : dans un même coup, une pièce qui galope ne peut pas arriver sur une
    case qu'elle a déjà visitée, sa case de départ comprise.
# L'exercice, adressé à l'élève.
learn-lesson-3-task = Amenez le pion en E4 jusqu'en I8 en un seul coup : galopez par-dessus E5, puis
    F7, puis H8.
    Sélectionnez le pion, puis directement I8 : tout le galop est un seul coup.
# Ce qui est dit quand un coup légal (ou un clic) ne remplit pas l'objectif.
learn-lesson-3-miss = Ce coup est légal, mais il n'atteint pas I8. Sélectionnez le pion en E4 et
    cliquez directement sur I8 : tout le galop est un seul coup (un clic sur une case où un galop
    peut s'arrêter le termine là).
# Ce qui est dit quand l'exercice est réussi.
learn-lesson-3-praise = Trois bonds en un seul coup, avec deux changements de direction : un galop enchaîné.

## Leçon 4
learn-lesson-4-title = Le saut : prendre
learn-lesson-4-text-1 = Un saut est un bond par-dessus une pièce ennemie voisine de la vôtre, jusqu'à
    la case vide juste derrière elle. La pièce ennemie est prise et retirée du plateau aussitôt.
learn-lesson-4-text-2 = La prise est obligatoire : si l'une de vos pièces peut sauter, vous devez
    prendre à ce tour (vous choisissez quelle pièce et quelle prise).
learn-lesson-4-text-3 = Après un saut, si la même pièce peut sauter à nouveau, elle doit continuer à
    sauter, en changeant de direction si nécessaire. Quand plusieurs enchaînements sont possibles, vous
    pouvez choisir n'importe lequel, pas forcément le plus long.
# L'exercice, adressé à l'élève.
learn-lesson-4-task = Prenez deux pions noirs en un seul coup.
# Ce qui est dit quand un coup légal (ou un clic) ne remplit pas l'objectif.
learn-lesson-4-miss = Cette prise est légale, mais elle ne prend qu'un pion. Un autre enchaînement en
    prend deux.
# Ce qui est dit quand l'exercice est réussi.
learn-lesson-4-praise = Deux pions pris en un seul enchaînement de sauts.

## Leçon 5
learn-lesson-5-title = La charge du chevalier
learn-lesson-5-text-1 = Les chevaliers disposent d'un coup supplémentaire, la charge du chevalier : un ou plusieurs
    galops par-dessus leurs propres pièces, suivis d'un ou plusieurs sauts par-dessus des pièces
    ennemies, le tout en un seul coup. Les pions ne peuvent pas le faire.
learn-lesson-5-text-2 = Le devoir du chevalier : si le galop d'un chevalier l'amène à côté d'une pièce
    ennemie qu'il pourrait sauter, le chevalier doit continuer et prendre dans le même coup. Il ne
    peut pas simplement s'arrêter là.
# L'exercice, adressé à l'élève.
learn-lesson-5-task = Prenez le pion noir en E7 avec votre chevalier en E4.
# Ce qui est dit quand un coup légal (ou un clic) ne remplit pas l'objectif.
learn-lesson-5-miss = Ce coup ne prend rien. Utilisez le chevalier : galopez par-dessus votre pion,
    puis sautez.
# Ce qui est dit quand l'exercice est réussi.
learn-lesson-5-praise = Un galop, puis un saut : c'est la charge du chevalier.

## Leçon 6
learn-lesson-6-title = Votre propre château
learn-lesson-6-text-1 = Vous ne pouvez jamais entrer dans votre propre château par un pas ou par un
    galop. La seule façon d'y entrer est un saut (ou la partie saut d'une charge du chevalier) qui
    y arrive.
learn-lesson-6-text-2 = Une pièce qui arrive dans son propre château et peut sauter à nouveau doit
    continuer à sauter, hors du château.
# L'exercice, adressé à l'élève.
learn-lesson-6-task = Prenez le pion noir en F2 en sautant dans votre propre château.
# Ce qui est dit quand un coup légal (ou un clic) ne remplit pas l'objectif.
learn-lesson-6-miss = Ce coup prend aussi le pion, mais cette leçon porte sur votre château : sautez
    dedans.
# Ce qui est dit quand l'exercice est réussi.
learn-lesson-6-praise = Un saut est le seul moyen d'entrer dans votre propre château.

## Leçon 7
learn-lesson-7-title = Quitter son propre château
learn-lesson-7-text-1 = Une pièce qui a terminé son coup dans son propre château doit en sortir dès
    votre tour suivant, et ce coup doit être joué par cette pièce, même si une prise est possible
    ailleurs.
learn-lesson-7-text-2 = Si elle peut sortir par un saut, elle doit sauter ; sinon, elle sort par un pas
    ou par un galop.
# L'exercice, adressé à l'élève.
learn-lesson-7-task = Votre pion en G1 est dans votre propre château. Jouez votre coup.
# Ce qui est dit quand un coup légal (ou un clic) ne remplit pas l'objectif.
learn-lesson-7-miss = Le pion en G1 doit quitter le château maintenant.
# Ce qui est dit quand l'exercice est réussi.
learn-lesson-7-praise = Quitter le château passe en premier, avant toute prise.

## Leçon 8
learn-lesson-8-title = Le château adverse
learn-lesson-8-text-1 = C'est en entrant dans le château adverse qu'on gagne. Une pièce qui y entre
    y reste jusqu'à la fin de la partie, et son coup s'arrête dès qu'elle y arrive, même au milieu
    d'un galop ou d'un enchaînement de sauts.
# L'exercice, adressé à l'élève.
learn-lesson-8-task = Faites entrer l'un de vos pions dans le château des Noirs.
# Ce qui est dit quand un coup légal (ou un clic) ne remplit pas l'objectif.
learn-lesson-8-miss = Ce coup reste dehors. Le château des Noirs, c'est F16 et G16.
# Ce qui est dit quand l'exercice est réussi.
learn-lesson-8-praise = Entré ! Cette pièce ne quittera plus jamais le château des Noirs.

## Leçon 9
learn-lesson-9-title = Dans le château adverse
learn-lesson-9-text-1 = Une pièce dans le château adverse n'a plus d'issue : elle ne peut plus jamais
    en sortir, ni par un pas, ni par un galop, ni par un saut.
learn-lesson-9-text-2 = Son seul coup possible est le coup de château : un pas vers l'autre case du
    château, si cette case est vide. Chaque joueur peut faire au plus deux coups de château dans toute
    la partie, et aucun quand une prise est obligatoire (le coup de château compte comme un
    déplacement simple).
learn-lesson-9-text-3 = Un coup de château peut faire de la place : une autre de vos pièces peut alors
    entrer là où se trouvait la première.
# L'exercice, adressé à l'élève.
learn-lesson-9-task = Votre pion en G16 est dans le château des Noirs. Votre pion en H15 veut y entrer
    lui aussi, mais G16 est occupée et F16 est hors de sa portée. Vous avez déjà fait un coup de
    château dans cette partie, il vous en reste donc un : utilisez-le pour faire de la place.
# Ce qui est dit quand un coup légal (ou un clic) ne remplit pas l'objectif.
learn-lesson-9-miss = C'est légal, mais G16 est toujours occupée : le pion en H15 ne peut toujours pas
    entrer. Déplacez le pion qui est dans le château.
# Ce qui est dit quand l'exercice est réussi.
learn-lesson-9-praise = C'était le coup de château, votre deuxième et dernier de la partie. Au prochain
    tour, H15-G16 fait entrer un second pion dans le château des Noirs et gagne.

## Leçon 10
learn-lesson-10-title = Gagner et faire nulle
learn-lesson-10-text-1 = Vous gagnez quand deux de vos pièces se trouvent dans le château adverse, quand
    vous avez pris toutes les pièces adverses en gardant au moins deux des vôtres, ou quand votre
    adversaire n'a plus aucun coup légal alors que vous avez deux pièces ou plus.
learn-lesson-10-text-2 = La partie est nulle quand les deux joueurs n'ont plus qu'une pièce, ou aucune.
    Dans cette application, la même position qui se présente une troisième fois donne aussi la nulle
    (une règle maison, que vous pouvez désactiver dans la fenêtre Nouvelle partie).
# L'exercice, adressé à l'élève.
learn-lesson-10-task = L'un de vos pions est déjà dans le château des Noirs. Gagnez la partie en un coup.
# Ce qui est dit quand un coup légal (ou un clic) ne remplit pas l'objectif.
learn-lesson-10-miss = C'est légal, mais la partie continue. Il vous faut une deuxième pièce dans le
    château des Noirs.
# Ce qui est dit quand l'exercice est réussi.
learn-lesson-10-praise = Deux pièces dans le château des Noirs : les Blancs gagnent !

## Liens vers les problèmes sur la règle d'une leçon (les noms des thèmes de puzzles.ftl)
learn-practise-castle-entry = S'entraîner : entrées au château
learn-practise-quiet-move = S'entraîner : coups tranquilles
learn-practise-multi-jump = S'entraîner : sauts multiples
learn-practise-charge = S'entraîner : charge du chevalier
learn-practise-defence = S'entraîner : défense
learn-practise-castle-duty = S'entraîner : sortie obligatoire du château
learn-practise-castle-race = S'entraîner : courses aux châteaux
learn-practise-win = S'entraîner : gagner la partie
