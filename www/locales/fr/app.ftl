# Camelot : les mots que toutes les pages partagent (l'en-tête, les camps, les nombres, les listes).
# Notes pour le traducteur :
# - Les noms de cases (C3, H11), les coups (C3-D2, F7xF9) et le texte des positions restent tels quels.
# - $side est le nom d'un camp traduit ci-dessous ; $color vaut "white" ou "black" pour les sélecteurs.
# - $ordinal est un numéro de coup écrit comme un ordinal à la française (1er, 5e).
#
# Glossaire français (le même mot partout, dans tous les fichiers) :
# - White / Black : les Blancs / les Noirs. side-white et side-black sont « Blancs » et « Noirs »,
#   sans article : chaque phrase met l'article et accorde au pluriel (« les Blancs gagnent »,
#   « trait aux Noirs », « le château des Blancs ») ; en adjectif : blanc, noir (« un pion noir »).
# - piece : pièce ; man : pion ; knight : chevalier ; castle : château ; board : plateau ;
#   square : case ; file / rank : colonne / rangée.
# - move (le tour d'un joueur, et le coup joué) : coup ; to move : jouer, déplacer.
# - plain move : déplacement simple ; step : pas (avancer d'un pas).
# - canter : galop (galoper) ; leap : bond (bondir par-dessus une pièce).
# - jump : saut (sauter une pièce) ; capture : prise (prendre) ; « la prise est obligatoire ».
# - knight's charge : charge du chevalier ; knight's duty : devoir du chevalier.
# - castle move : coup de château.
# - draw : nulle (partie nulle) ; resign : abandonner ; win / lose : gagner / perdre.
# - line : ligne ; main line : ligne principale ; side line : ligne secondaire
#   (« variante » est réservé aux variantes du jeu : Cam, Camette…).
# - game record : notation de la partie ; position text : texte de la position.
# - hint : indice ; level : niveau ; puzzle : problème ; rating : classement ; streak : série ;
#   theme : thème ; course / lesson : cours / leçon.
# - the level Perfect (the solved game) : le niveau Parfait (le jeu résolu).
# - click / tap : cliquez / appuyez (le vouvoiement partout).
# - Typographie : espace insécable avant : ; ! ? et à l'intérieur des « ».

-game-name = Camelot

# Le nom du site dans l'en-tête (le nom du jeu ; gardez-le, sauf si votre langue l'écrit autrement).
app-name = { -game-name }

## L'en-tête
language-label = Langue
nav-pages = Pages
nav-play = Jouer
nav-learn = Apprendre
nav-puzzles = Problèmes
nav-rules = Règles
nav-analysis = Analyse
nav-editor = Éditeur

## Les camps
side-white = Blancs
side-black = Noirs
# « des Blancs » comme dans « après le 5e coup des Blancs ».
side-white-possessive = des Blancs
side-black-possessive = des Noirs

## Les nombres
count-moves = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
count-men = { $n ->
    [one] { $n } pion
   *[other] { $n } pions
}
count-knights = { $n ->
    [one] { $n } chevalier
   *[other] { $n } chevaliers
}
game-length-none = aucun coup
at-the-start = au départ
before-the-first-move = avant le premier coup
# « après le 5e coup des Blancs »
after-move = après le { $ordinal } coup { $possessive }

## Les listes : « C2, D2 et I2 », « E4, K4 ou L5 »
list-and = { $rest } et { $last }
list-or = { $rest } ou { $last }
list-separator = ,{ " " }

## Le verbe pour choisir une case
choose-touch = appuyez
choose-click = cliquez
choose-touch-cap = Appuyez
choose-click-cap = Cliquez

## Les boutons de copie
copy = Copier
copy-done = Copié
copy-failed = La copie a échoué : sélectionnez le texte et copiez-le

## Les avis
notice-dismiss = Fermer

## Stored data that cannot be read back
storage-unreadable = illisible à la ligne { $line }, colonne { $column }
storage-other-version = d'une autre version ({ $version })
storage-bad-record = notation de partie invalide ({ $why })

## Un fichier du site qui n'a pas pu être obtenu (un lot de problèmes) : $status est le statut HTTP (404).
fetch-no-connection = pas de connexion au site
fetch-status = le site a répondu { $status }
fetch-unreadable = la réponse n'a pas pu être lue

## Pourquoi l'ordinateur n'a pas pu répondre (une proposition en minuscule, dans la phrase d'une page)
engine-failure-bad-start = position de départ invalide
engine-failure-bad-move = coup invalide { $move_text }
engine-failure-damaged = le jeu résolu est endommagé
engine-failure-wrong-game = le jeu résolu est celui de { $variant }, pas de { $solved }
engine-failure-no-connection = le jeu résolu n'a pas pu être téléchargé : pas de connexion
engine-failure-not-downloaded = le jeu résolu n'a pas pu être téléchargé
engine-failure-status = le jeu résolu n'a pas pu être téléchargé : le site a répondu { $status }
engine-failure-empty-answer = le jeu résolu n'a pas pu être téléchargé : une réponse vide
engine-failure-broke-off = le téléchargement du jeu résolu s'est interrompu
engine-failure-too-large = le jeu résolu est plus gros qu'il ne peut l'être
engine-failure-no-decompression = ce navigateur ne sait pas décompresser le jeu résolu
engine-failure-not-started = le moteur n'a pas pu démarrer
engine-failure-stopped = le moteur s'est arrêté
engine-failure-stopped-detail = le moteur s'est arrêté ({ $detail })
engine-failure-not-accepted = le moteur n'a pas accepté la demande

# Les évaluations du moteur, sur la ligne de réflexion de la partie et l'échiquier d'analyse.
eval-has-won = Les { $side } ont gagné
# Un gain forcé en $n coups du gagnant.
eval-wins-in = { $n ->
    [one] Les { $side } gagnent en { $n } coup
   *[other] Les { $side } gagnent en { $n } coups
}
