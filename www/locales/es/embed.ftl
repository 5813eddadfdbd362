# El tablero insertable (embed.html): una posición o una partida mostrada en un marco en otro sitio web.
# Notas para quien traduzca:
# - Las jugadas (K5-L4, C2,D2,I2) y las casillas (F7) no se tocan; tampoco los nombres de los
#   parámetros (variant, position, moves, record, ply, node, highlight, orientation, interactive,
#   theme) ni sus valores (white, black, 0, 1, false, true, light, dark), que un enlace debe usar
#   tal cual.
# - $variant y $game son juegos de la familia Camelot por su título.

## El tablero
embed-first = Primera posición
embed-prev = Jugada anterior
embed-next = Jugada siguiente
embed-last = Última posición
# La indicación bajo un tablero que admite jugadas.
# $click es «Pulsa» o «Toca»
embed-hint = { $click } una pieza para moverla: los puntos muestran adónde puede ir.
# Tocar una jugada larga primero la muestra: «Toca I8 otra vez, o:» (sigue el botón «Jugar E4-E6-G8-I8»).
embed-tap-again = Toca { $square } otra vez, o:
embed-play = Jugar { $move_text }
# Una jugada introducida por un recorrido puede terminar donde está: «Terminar aquí (E4-E6)».
embed-end-here = Terminar aquí ({ $move_text })
# Los árboles de River Camelot: «Plantar (C2,D2,I2)».
embed-plant = Plantar ({ $move_text })

## El pie bajo el tablero: «3/10: K5-L4 · Juegan las negras», «Inicio · Juegan las blancas»
# $side es el bando al que le toca ($color "white" o "black").
embed-to-move = Juegan { $side }
# $state es el bando al que le toca (arriba) o el resultado de la partida.
embed-caption-start = Inicio · { $state }
# $ply es la jugada mostrada, $total las jugadas de la partida, $move_text la jugada.
embed-caption-move = { $ply }/{ $total }: { $move_text } · { $state }

## Problemas con los parámetros del enlace
embed-cannot-show = No se puede mostrar este tablero de Camelot:
# $name es el nombre de un parámetro.
embed-error-repeated = { $name }: indicado más de una vez
# $name es lo que se indicó, $known los parámetros que existen.
embed-error-unknown = parámetro desconocido `{ $name }` (conocidos: { $known })
# $error son las palabras de las propias reglas sobre lo que está mal.
embed-error-variant = variant: { $error }
embed-error-position = position: { $error }
embed-error-record = record: { $error }
embed-error-node-without-record = node: solo un record tiene un árbol al que apuntar; indica también record
embed-error-ply-and-node = indica ply o node, no los dos
embed-error-moves-and-record = indica moves o record, no los dos
embed-error-record-and-position = record: el registro de una partida lleva su propia posición inicial; usa en su lugar position con moves
embed-error-record-variant = variant: el registro es una partida de { $game }, no de { $variant }
embed-error-node = node: `{ $node }` no es una jugada del registro (un recorrido de índices de jugadas, como 0.0.1)
# $n es el lugar de la jugada en la lista, $move_text la jugada tal como se indicó.
embed-error-move = moves: la jugada { $n } ({ $move_text }) no se puede jugar: { $error }
# $total es el número de jugadas; $given lo que se indicó.
embed-error-ply = ply debe ser un número de 0 a { $total } (el número de jugadas), no `{ $given }`
embed-error-highlight-square = highlight: `{ $given }` no es una casilla (las casillas se escriben como F7; también se puede indicar una jugada como E4-E6)
embed-error-highlight-move = highlight: `{ $given }` no es una jugada ({ $error })
embed-error-highlight-off-board = highlight: { $square } no es una casilla de este tablero
embed-error-orientation = orientation debe ser white o black, no `{ $given }`
embed-error-interactive = interactive debe ser 0 o 1 (o false o true), no `{ $given }`
embed-error-theme = theme debe ser light o dark, no `{ $given }`
