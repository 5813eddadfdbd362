# La page de jeu : la ligne d'état, les résultats, les avis, les questions et les annonces.
# $side est le nom traduit d'un camp (« Blancs », sans article), $color "white" ou "black" pour les sélecteurs.
# $move est un coup en notation WCF (C3-D2), $variant le nom traduit d'un jeu (Cam, Camette).

play-new-game = Nouvelle partie.
play-unfinished-kept = Nouvelle partie commencée. Votre partie inachevée est conservée : le bouton ci-dessus la fait revenir.
play-promoted = Cette ligne est maintenant la ligne principale.
play-deleted = Coups supprimés.
play-no-move = L'ordinateur n'a trouvé aucun coup.
play-nothing-to-load = Rien à charger : collez la notation d'une partie ou le texte d'une position.
play-bring-back-previous = Annuler : récupérer la partie précédente

## Résultats : « Les Blancs gagnent : les Noirs n'ont plus de coup légal. »
play-wins = Les { $side } gagnent
play-draw = Partie nulle
# $head est play-wins ou play-draw, $reason la raison de la fin de la partie.
play-result = { $head } : { $reason }.

## Annonces des coups
play-planted = Les { $side } ont planté des arbres en { $squares }.
play-played = Les { $side } ont joué { $move }.
play-played-capturing = Les { $side } ont joué { $move }, avec prise en { $squares }.

## La ligne d'état
# $length est la longueur d'une partie (« 17 coups »)
play-line-main = sur { $length }
play-line-side = ligne secondaire de { $length }
play-watch-looking-back = Les ordinateurs attendent pendant que vous regardez en arrière : Reprendre ramène à la partie.
play-to-move = Trait aux { $side }.
play-to-move-side-line = Trait aux { $side } : un coup joué ici commence une ligne secondaire.
play-your-move-takes-back = À vous de jouer ({ $side }) : un nouveau coup annule les coups suivants (ils restent dans la liste).
play-your-move-side-line = À vous de jouer ({ $side }) : un coup joué ici commence une ligne secondaire.
# $after est « après le 5e coup des Blancs » ou « au départ » ; $line est play-line-main/side ; $next l'une des lignes ci-dessus.
play-viewing-position = Vous regardez la position { $after } ({ $line }). { $next }
play-paused = En pause. Trait aux { $side } : appuyez sur Reprendre pour continuer.
play-thinking = Les { $side } (ordinateur) réfléchissent.
# $step est ce que la saisie du coup dit du coup en cours de saisie.
play-your-move-step = À vous de jouer ({ $side }). { $step }
play-to-move-plain = Trait aux { $side }
play-your-move-plain = À vous de jouer ({ $side })
# Les trois textes de devoir commençant par « : » gardent l'espace insécable au début.
play-duty-castle = { " " }: la pièce en { $square } doit quitter son château
play-duty-capture-one = la pièce en { $square } doit prendre
play-duty-capture-many = les pièces en { $squares } peuvent prendre ; l'une d'elles doit le faire
play-duty-capture = { " " }: la prise est obligatoire — { $which }
# $who est play-to-move-plain ou play-your-move-plain, $duty l'un des textes de devoir ou rien, $goal play-goal-anti ou rien.
play-status = { $who }{ $duty }.{ $goal }
play-goal-anti = { " " }À l'Anti-Camelot, vous gagnez quand vous ne pouvez plus jouer ; faire entrer une pièce dans le château adverse fait perdre.

## Avis
play-taken-back = La partie continue avec { $move }. Les coups repris restent dans la liste, en ligne secondaire.
play-side-line = Une ligne secondaire commence par { $move } ; les coups de la partie sont conservés (pour y revenir : touche Début, ou cliquez dessus dans la liste).
play-cannot-play = Ce coup est impossible : { $why }.
play-taken-back-to = Coup repris. Trait aux { $side }.
play-not-deleted = Rien n'a été supprimé : { $why }.
play-comment-removed = Commentaire supprimé.
play-comment-saved = Commentaire enregistré.
play-resigned = Les { $side } abandonnent.
play-hint = Indice : { $move }
play-computer-failed = L'ordinateur a échoué : { $why }

## Qui joue : « Cam · Deux joueurs sur cet appareil »
play-mode-perfect = Vous jouez les { $side } contre Parfait, le jeu résolu
play-mode-computer = Vous jouez les { $side } contre l'ordinateur, niveau { $level }
play-mode-two = Deux joueurs sur cet appareil
play-mode-watch-same = Ordinateur contre ordinateur, niveau { $level }
play-mode-watch = Ordinateur contre ordinateur : Blancs niveau { $white }, Noirs niveau { $black }
play-mode-with-variant = { $variant } · { $who }

## Pièces prises : « Les Blancs ont pris : 2 pions, 1 chevalier »
play-took = Les { $side } ont pris : { $taken }
play-taken-none = rien

## Questions avant de remplacer une partie
play-current-game = Votre partie en cours
play-current-game-length = Votre partie en cours ({ $length })
play-current-game-length-side = Votre partie en cours ({ $length }, plus { $side_moves } en lignes secondaires)
play-ask-new-game-title = Commencer une nouvelle partie de { $variant } ?
play-ask-new-game = { $current } sera remplacée par une nouvelle partie de { $variant }. Vous pourrez la récupérer ensuite (l'avis qui suivra le proposera).
# $what vaut "game" (partie) ou "position"
play-ask-link = Ouvrir la { $what ->
    [game] partie
   *[position] position
} du lien ?
play-ask-editor = Jouer la { $what ->
    [game] partie
   *[position] position
} de l'éditeur ?
play-ask-paste = Ouvrir la { $what ->
    [game] partie
   *[position] position
} que vous avez collée ?
play-ask-file = Ouvrir la { $what ->
    [game] partie
   *[position] position
} du fichier ?
play-ask-replace = { $current } sera remplacée. Vous pourrez la récupérer ensuite (l'avis qui suivra le proposera).
# $what vaut "game", "position" ou "new" ; $origin "link", "editor", "paste" ou "file".
play-kept-instead = Votre partie est conservée ; { $what ->
    [game] la partie
    [new] la nouvelle partie de { $variant }
   *[position] la position
} { $origin ->
    [link] du lien
    [editor] de l'éditeur
    [paste] que vous avez collée
   *[file] du fichier
} n'a pas été ouverte.

## Après une ouverture
play-previous-kept = { " " }Votre partie précédente est conservée (Annuler la fait revenir).
play-new-game-from-link = Nouvelle partie de { $variant } depuis le lien.{ $kept }
# $origin vaut "link", "editor" ou "other"
play-position-loaded = Position chargée{ $origin ->
    [link] { " " }depuis le lien
    [editor] { " " }depuis l'éditeur
   *[other] {""}
}.{ $over }{ $kept }
play-game-from-link = Partie chargée depuis le lien. Après votre coup, utilisez Partager pour renvoyer le nouveau lien.{ $kept }
play-over-to-move = { " " }Trait aux { $side }.
play-game-loaded = Partie chargée : { $length }.{ $over }{ $kept }
play-previous-back = Votre partie précédente est de retour ({ $length }).
play-bad-position-link = La position du lien n'est pas valide : { $why }. Votre partie en cours est conservée.
play-bad-record-link = La partie du lien n'est pas valide : { $why }. Votre partie en cours est conservée.
play-record-other-variant = La partie du lien est une partie de { $is }, et non de { $says } comme l'indique la variante du lien. Votre partie en cours est conservée.
play-unknown-variant = La variante du lien n'est pas jouée par ce programme ({ $why }). Votre partie en cours est conservée.
play-bad-play = Dans le lien, play doit valoir white, black ou two, et non { $value } : vous jouez le camp qui a le trait.
play-not-restored = La partie enregistrée n'a pas pu être restaurée ({ $why }) ; une nouvelle partie a commencé.
# Pourquoi la partie enregistrée n'a pas pu être restaurée : le $why de play-not-restored (avec
# storage-unreadable, storage-other-version et storage-bad-record de app.ftl).
# $field est le nom d'un champ des données enregistrées, tel quel (non traduit).
play-restore-field = une partie manque ou est abîmée ({ $field })
# $kind est le type de joueurs tel qu'enregistré (non traduit).
play-restore-players = joueurs inconnus ({ $kind })
play-restore-bad-start = position de départ invalide ({ $why })
# $number compte les coups enregistrés à partir de 1 ; $move_text est le coup tel qu'enregistré.
play-restore-bad-move = le coup { $number } ({ $move_text }) n'est pas légal : { $why }
# $what est l'un des play-what-… en fin de fichier.
play-copied = Copié dans le presse-papiers : { $what }.
play-not-copied = Le navigateur n'a pas autorisé la copie ({ $what }).
play-unreadable-file = Le fichier { $name } n'a pas pu être lu comme du texte.

## Indices : $moves est le nombre de coups du gagnant jusqu'à la fin
play-hint-line = Indice : { $move } (montré sur le plateau).
play-hint-draw = Indice : { $move } (montré sur le plateau) : ce coup assure la nulle — jeu résolu.
play-hint-win = Indice : { $move } (montré sur le plateau) : ce coup gagne en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} — jeu résolu.
play-hint-loss = Indice : { $move } (montré sur le plateau). Votre position est perdue : Parfait gagne en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} contre votre meilleure défense — jeu résolu.

## Le choix du niveau
play-level-beginner = { $level } (débutant)
play-level-club = { $level } (club)
play-level-strongest = { $level } (le plus fort)
play-level-perfect = Parfait (le jeu résolu)
play-camette-solved = { " " }· résolu : essayez le niveau Parfait
play-perfect-note = Parfait joue le jeu résolu : il tient toutes les nulles et gagne toutes les parties que vous laissez échapper. La première partie le télécharge (3,5 Mo), ce qui permet aussi de jouer hors ligne.
play-downloading = Téléchargement du jeu résolu… { $got } Mo
play-downloading-of = Téléchargement du jeu résolu… { $got } sur { $total } Mo
play-thinking-detail = profondeur { $depth }, éval. { $score } (du point de vue des Blancs)
# Le détail quand le moteur voit un gain forcé : $outcome est eval-wins-in ou eval-has-won (« Les Blancs gagnent en 3 coups »).
play-thinking-win = { $outcome } (profondeur { $depth })

## Le bandeau au-dessus d'une position antérieure
play-viewing-earlier = Vous regardez une position antérieure.{ " " }
play-viewing-side-line = Vous êtes dans une ligne secondaire.{ " " }

## Boutons, libellés et titres de la page de jeu
play-ui-light-colours = Couleurs claires
play-ui-dark-colours = Couleurs sombres
play-ui-switch-to-light-colours = Passer aux couleurs claires
play-ui-switch-to-dark-colours = Passer aux couleurs sombres
play-ui-light = { " " }Clair
play-ui-dark = { " " }Sombre
play-ui-sound-on = Son : activé
play-ui-sound-off = Son : coupé
play-ui-sound = Son :{ " " }
play-ui-on = activé
play-ui-off = coupé
play-ui-new-game = Nouvelle partie
play-ui-share = Partager
play-ui-game-over = Partie terminée.{ " " }
play-ui-you-won = Vous avez gagné.{ " " }
play-ui-you-lost = Vous avez perdu.{ " " }
play-ui-review-this-game = Revoir cette partie
play-ui-analyse = Analyser
play-ui-back-to-the-game = Retour à la partie
play-ui-thinking = Réflexion…{ " " }
play-ui-a-dot-the-move-can-end = { " " }Un point : le coup peut s'arrêter là.{ " " }
play-ui-got-it = Compris
play-ui-learn-the-rules = Apprendre les règles
play-ui-undo = Annuler
play-ui-redo = Rétablir
play-ui-resume = Reprendre
play-ui-pause = Pause
play-ui-hint = Indice
play-ui-flip-board = Retourner le plateau
play-ui-confirm-resign = Confirmer l'abandon ?
play-ui-resign = Abandonner
play-ui-game-record = Notation de la partie
play-ui-copy-game = Copier la partie
play-ui-download = Télécharger
play-ui-paste-game-or-position = Coller une partie ou une position
play-ui-open-file = Ouvrir un fichier…
play-ui-copy-position = Copier la position
play-ui-edit-this-position = Modifier cette position
play-ui-bring-back-the-previous-game = Récupérer la partie précédente
play-ui-game = Jeu
play-ui-players = Joueurs
play-ui-you-against-the-computer = { " " }Vous contre l'ordinateur
play-ui-two-players-on-this-device = { " " }Deux joueurs sur cet appareil
play-ui-computer-against-computer-watch = { " " }Ordinateur contre ordinateur (en spectateur)
play-ui-your-colour = Votre couleur
play-ui-white-moves-first = { " " }Blancs (jouent en premier)
play-ui-black = { " " }Noirs
play-ui-computer-level = Niveau de l'ordinateur{ " " }
play-ui-white-s-level = Niveau des Blancs{ " " }
play-ui-black-s-level = Niveau des Noirs{ " " }
play-ui-speed = Vitesse{ " " }
play-ui-slow = Lente
play-ui-normal = Normale
play-ui-fast = Rapide
play-ui-draw-on-threefold-repetition-house-rule = { " " }Nulle par triple répétition (règle maison)
play-ui-cancel = Annuler
play-ui-start = Commencer
play-ui-paste-a-game-or-a-position = Collez une partie ou une position
play-ui-a-game-record-continues-that-game = La notation d'une partie reprend cette partie ; le texte d'une position commence une nouvelle partie à partir de celle-ci.
play-ui-paste-field = Notation de partie ou texte de position
play-ui-load = Charger
play-ui-keep-my-game = Garder ma partie
play-ui-replace-it = La remplacer
# $move : le coup saisi jusqu'ici (E4-E6-E8)
play-end-move-here = Finir le coup ici ({ $move })
# $choose vaut « cliquez » ou « appuyez »
play-legend-ring = { " " }Un cercle : une case d'arrivée où le coup ne peut pas s'arrêter (un saut doit continuer) — { $choose } dessus pour avancer d'un bond à la fois. Un galop peut s'arrêter sur n'importe laquelle de ses cases d'arrivée : ce sont donc des points. Une croix marque une pièce que le coup prend.
# $choose vaut « Cliquez » ou « Appuyez » ; suivi du lien play-ui-learn-the-rules
play-welcome = { $choose } sur l'une de vos pièces pour voir où elle peut aller — vous découvrez Camelot ?{ " " }
# Ce qui a été copié : « Copié dans le presse-papiers : Notation de la partie. »
play-what-game-record = Notation de la partie
play-what-position-text = Texte de la position
play-what-line = Ligne
play-ui-sounds-title = Sons des coups et des prises
