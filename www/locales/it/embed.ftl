# La scacchiera incorporabile (embed.html): una posizione o una partita mostrata in un riquadro su un altro sito.
# Note per chi traduce:
# - Le mosse (K5-L4, C2,D2,I2) e le caselle (F7) restano come sono; così pure i nomi dei parametri
#   (variant, position, moves, record, ply, node, highlight, orientation, interactive, theme)
#   e i loro valori (white, black, 0, 1, false, true, light, dark), che un link deve usare
#   così come sono.
# - $variant e $game sono giochi della famiglia di Camelot indicati col loro titolo.

## La scacchiera
embed-first = Prima posizione
embed-prev = Mossa precedente
embed-next = Mossa successiva
embed-last = Ultima posizione
# L'aiuto sotto una scacchiera che accetta mosse.
# $click è «Clicca» o «Tocca»
embed-hint = { $click } un pezzo per muoverlo: i punti mostrano dove può andare.
# Un tocco su una mossa lunga prima la mostra: «Tocca di nuovo I8, oppure:» (segue il pulsante «Gioca E4-E6-G8-I8»).
embed-tap-again = Tocca di nuovo { $square }, oppure:
embed-play = Gioca { $move_text }
# Una mossa inserita lungo un percorso può finire dove si trova: «Finisci qui (E4-E6)».
embed-end-here = Finisci qui ({ $move_text })
# Gli alberi di River Camelot: «Pianta (C2,D2,I2)».
embed-plant = Pianta ({ $move_text })

## La didascalia sotto la scacchiera: «3/10: K5-L4 · Tocca al Nero», «Inizio · Tocca al Bianco»
# $side è il colore che deve muovere ($color "white" o "black").
embed-to-move = Tocca al { $side }
# $state è il colore che deve muovere (qui sopra) o il risultato della partita.
embed-caption-start = Inizio · { $state }
# $ply è la mossa mostrata, $total le mosse della partita, $move_text la mossa.
embed-caption-move = { $ply }/{ $total }: { $move_text } · { $state }

## Problemi nei parametri del link
embed-cannot-show = Questa scacchiera di Camelot non può essere mostrata:
# $name è il nome di un parametro.
embed-error-repeated = { $name }: indicato più di una volta
# $name è ciò che è stato indicato, $known i parametri esistenti.
embed-error-unknown = parametro sconosciuto `{ $name }` (quelli noti: { $known })
# $error sono le parole delle regole stesse su cosa non va.
embed-error-variant = variant: { $error }
embed-error-position = position: { $error }
embed-error-record = record: { $error }
embed-error-node-without-record = node: solo la notazione di una partita (record) ha un albero a cui puntare; indica anche record
embed-error-ply-and-node = indica ply oppure node, non entrambi
embed-error-moves-and-record = indica moves oppure record, non entrambi
embed-error-record-and-position = record: la notazione di una partita contiene già la sua posizione iniziale; usa invece position con moves
embed-error-record-variant = variant: la notazione è una partita a { $game }, non a { $variant }
embed-error-node = node: `{ $node }` non è una mossa della notazione (un percorso di indici di mosse come 0.0.1)
# $n è la posizione della mossa nell'elenco, $move_text la mossa come è stata indicata.
embed-error-move = moves: la mossa { $n } ({ $move_text }) non si può giocare: { $error }
# $total è il numero di mosse; $given ciò che è stato indicato.
embed-error-ply = ply deve essere un numero da 0 a { $total } (il numero di mosse), non `{ $given }`
embed-error-highlight-square = highlight: `{ $given }` non è una casella (le caselle si scrivono come F7; oppure indica una mossa come E4-E6)
embed-error-highlight-move = highlight: `{ $given }` non è una mossa ({ $error })
embed-error-highlight-off-board = highlight: { $square } non è una casella di questa scacchiera
embed-error-orientation = orientation deve essere white o black, non `{ $given }`
embed-error-interactive = interactive deve essere 0 o 1 (oppure false o true), non `{ $given }`
embed-error-theme = theme deve essere light o dark, non `{ $given }`
