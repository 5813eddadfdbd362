# Camelot: las palabras del crate de reglas (crates/camelot-core), tal como las muestra la
# aplicación: los nombres de los juegos, cómo terminó una partida y qué falla en una jugada, un
# texto de posición o un registro de partida.
# El formato está en crates/camelot-web/src/app/core_words.rs.
# Notas para quien traduzca:
# - Los nombres de casillas (C3, H11), las jugadas (C3-D2, F7xF9), el texto de posición, las letras
#   K M k m T w b y los textos de ejemplo (F7-F8, C2,D2,I2, 0.0.1, [Name "Value"]) no se traducen.
# - El texto entre `comillas invertidas` es lo que escribió la persona; la aplicación puede
#   cambiarlas por comillas normales. Mantenlas alrededor de las mismas palabras.
# - $side, $winner, $loser son el nombre de un bando tal como se traduce en app.ftl («las blancas»,
#   en minúscula y con el verbo en plural: «las blancas tienen…»); $color, $winner_color, $loser_color son "white" o
#   "black" para los selectores.
# - $line, $column, $step, $rank y $number son posiciones, escritas como cifras; $count, $max,
#   $trees, $found y $expected son cantidades (sirven para elegir plurales).
# - Casi todos los mensajes empiezan en minúscula: la aplicación los pone dentro de sus propias frases.
# - Los nombres de las variantes son nombres propios y no se traducen.
# - variation (entre paréntesis en un registro) = línea secundaria, para no confundirla con una
#   variante (Cam, Camette…).

## Los juegos de la familia (títulos) y en qué se diferencian de Camelot (resúmenes)
core-variant-camelot = Camelot
core-variant-chivalry = Chivalry
core-variant-cam = Cam
core-variant-camette = Camette
core-variant-all-knighter = All Knighter
core-variant-river = River Camelot
core-variant-anti = Anti-Camelot
core-summary-camelot = las reglas de la World Camelot Federation
core-summary-chivalry = el original de Parker de 1887: un tablero más ancho, de 176 casillas, con 8 caballeros y 12 peones por bando
core-summary-cam = un tablero pequeño de 67 casillas, con 7 piezas por bando: una sola pieza en el castillo rival gana
core-summary-camette = el tablero más pequeño, de 23 casillas, con 4 piezas por bando: una sola pieza en el castillo rival gana
core-summary-all-knighter = Camelot con todas las piezas caballeros
core-summary-river = un río con dos puentes cruza el tablero; antes de empezar, cada bando planta tres árboles
core-summary-anti = los objetivos al revés: ganas si no tienes ninguna jugada legal o si el rival entra en tu castillo

## Piezas
core-role-man = peón
core-role-knight = caballero
core-piece-white-man = peón blanco
core-piece-white-knight = caballero blanco
core-piece-black-man = peón negro
core-piece-black-knight = caballero negro

## Cómo terminó una partida: «ganan las blancas (las blancas tienen dos piezas en el castillo de las negras)»
core-headline-white = ganan las blancas
core-headline-black = ganan las negras
core-headline-draw = tablas
# $headline es uno de los tres de arriba, $reason una de las razones de abajo.
core-outcome = { $headline } ({ $reason })
core-reason-castle-occupied = { $winner } tienen dos piezas en el castillo de { $loser }
core-reason-all-captured = { $winner } han capturado todas las piezas de { $loser }
core-reason-no-legal-move = { $loser } no tienen ninguna jugada legal
# Tablas: el jugador al que le toca mover está bloqueado, pero a su rival solo le queda una pieza.
core-reason-no-legal-move-draw = el jugador al que le toca mover no tiene ninguna jugada legal y su rival tiene menos de dos piezas
core-reason-both-reduced = a los dos jugadores les queda una pieza como mucho
core-reason-repetition = la misma posición se ha dado tres veces
core-reason-resignation = { $loser } han abandonado
core-reason-agreement = acordadas por los jugadores
# Cam y Camette: una sola pieza en el castillo rival gana.
core-reason-castle-entered = { $winner } tienen una pieza en el castillo de { $loser }
# Anti-Camelot: entrar en el castillo rival hace perder.
core-reason-anti-castle-entered = { $loser } han metido una pieza en el castillo de { $winner }
core-reason-anti-no-legal-move = { $winner } no tienen ninguna jugada legal

## Jugadas y nodos de una partida: «jugada 6 de las negras», «nodo 12»
core-move-number = jugada { $number } de { $side }
core-node = nodo { $number }

## Nombres de casillas y de variantes
core-square-syntax = `{ $text }` no es un nombre de casilla (una letra de columna A-L y un número de fila 1-16, como F7)
core-square-off-board = `{ $text }` no es una casilla del tablero
# $names son los nombres de las variantes tal como se escriben en los enlaces y en el texto de posición (camelot, cam, …).
core-variant-unknown = variante desconocida `{ $text }`: las válidas son { $names }

## Texto de jugada que no se puede leer
core-move-empty = jugada vacía
core-move-expected-square = se esperaba un nombre de casilla en la columna { $column }
core-move-bad-square = `{ $text }`, en la columna { $column }, no es una casilla del tablero
core-move-bad-separator = `{ $character }` inesperado en la columna { $column }: las casillas se separan con `-` o `x`
core-move-no-destination = una jugada necesita al menos dos casillas, como F7-F8
core-move-too-long = demasiados brincos para una sola jugada
core-move-mixed-placement = una colocación de árboles se escribe solo con casillas separadas por comas, como C2,D2,I2

## Jugadas que no son legales. $move_text es la jugada tal como se escribió; $moves una lista de jugadas.
# $outcome es core-outcome.
core-illegal-game-over = la partida ha terminado: { $outcome }
core-illegal-no-piece = no hay ninguna pieza en { $square }
core-illegal-not-your-piece = la pieza de { $square } no es de las { $color ->
    [white] blancas
   *[black] negras
}: juegan { $side }
core-illegal-must-leave-castle = la pieza de { $square } debe salir de su propio castillo en este turno
core-illegal-capture-required = { $move_text } no está permitida: la captura es obligatoria ({ $moves })
core-illegal-piece-stuck = { $move_text } no es legal: esa pieza no tiene ninguna jugada legal
core-illegal-no-such-move = { $move_text } no es legal; esa pieza puede jugar { $moves }
core-illegal-ambiguous = { $move_text } es ambigua: escribe el recorrido completo, una de estas: { $moves }
# $variant es el título de un juego (core-variant-…).
core-illegal-not-on-board = { $square } no es una casilla del tablero de { $variant }
core-illegal-not-placing = { $move_text } planta árboles, pero ahora no toca plantar árboles
core-illegal-bad-placement-square = { $move_text } no es una colocación de árboles de las { $color ->
    [white] blancas
   *[black] negras
}: ningún árbol de las { $color ->
    [white] blancas
   *[black] negras
} puede ir en { $square }
core-illegal-bad-placement = { $move_text } no es una colocación de árboles: las { $color ->
    [white] blancas
   *[black] negras
} plantan { $trees ->
    [one] { $trees } árbol
   *[other] { $trees } árboles
} en casillas distintas; se escribe así: C2,D2,I2

## Registros de partidas. Un error: «línea 3, columna 12: jugada 2 de las blancas: …»
# $message es uno de los mensajes de registro de abajo (u otro error de este archivo).
core-record-error = línea { $line }, columna { $column }: { $message }
# $move_number es core-move-number.
core-record-error-at-move = línea { $line }, columna { $column }: { $move_number }: { $message }
core-record-bad-tag = etiqueta incorrecta `{ $tag }`: las etiquetas tienen la forma [Name "Value"]
# "Position" y "Variant" son los nombres de las etiquetas, escritos así en los registros.
core-record-bad-position = etiqueta Position incorrecta: { $error }
core-record-bad-variant = etiqueta Variant incorrecta: { $error }
# $error es core-illegal-game-over (la partida ha terminado: …).
core-record-cannot-play = no se puede jugar { $move_text }: { $error }
# $squares es una lista de casillas, o core-record-none.
core-record-not-yours = no tienes ninguna pieza en { $square }; piezas que pueden mover: { $squares }
# $moves es una lista de casillas o de jugadas, o core-record-none.
core-record-must-leave-castle = { $move_text } no es una jugada legal — la pieza de { $square } debe salir de su propio castillo en este turno; { $square } puede ir a { $moves }
core-record-capture-required = { $move_text } no es una jugada legal — la captura es obligatoria; piezas que pueden capturar: { $squares }
core-record-capture-required-piece = { $move_text } no es una jugada legal — la captura es obligatoria; { $square } puede capturar así: { $moves }
core-record-no-such-move = { $move_text } no es una jugada legal — { $square } puede ir a { $moves }
core-record-piece-stuck = { $move_text } no es una jugada legal — la pieza de { $square } no tiene ninguna jugada legal; piezas que pueden mover: { $squares }
# Una lista vacía de casillas o de jugadas.
core-record-none = ninguna
core-record-unterminated-comment = el comentario `{ "{" }` no se cierra nunca
# $written y $expected son números de jugada tal como los escriben los registros (6. o 6...).
core-record-wrong-move-number = el número de jugada { $written } debería ser { $expected }
core-record-after-result = `{ $text }` inesperado después del resultado
core-record-unclosed-variation = la línea secundaria `(` no se cierra nunca con `)`
core-record-unopened-variation = `)` no cierra ninguna línea secundaria: no hay ningún `(` abierto
core-record-variation-at-start = una línea secundaria `(` debe ir después de la jugada a la que sustituye, y aquí no hay ninguna jugada antes
core-record-empty-variation = línea secundaria vacía: una línea secundaria necesita al menos una jugada
core-record-result-in-variation = el resultado `{ $text }` no puede ir dentro de una línea secundaria: ¿falta un `)` delante?

## Rutas de nodos en los enlaces (0.0.1) y el árbol de la partida
core-path-empty-step = el elemento { $step } de la ruta de nodos está vacío: las rutas tienen la forma 0.0.1
core-path-not-a-number = el elemento { $step } de la ruta de nodos, `{ $text }`, no es un número: las rutas tienen la forma 0.0.1
core-path-too-large = el elemento { $step } de la ruta de nodos, { $text }, es demasiado grande
# $node es core-node.
core-tree-unknown-node = no existe el { $node } en el árbol de esta partida
core-tree-delete-root = la posición inicial no se puede borrar, solo las jugadas

## Texto de posición que no se puede leer
core-setup-empty = texto de posición vacío
core-setup-missing-placement = al texto de posición le falta la colocación de las piezas
core-setup-missing-side = al texto de posición le falta el bando al que le toca mover
core-setup-missing-castle-moves = al texto de posición le falta el número de movimientos de castillo de las { $color ->
    [white] blancas
   *[black] negras
}
core-setup-trailing-text = texto inesperado después del número de jugada, en la columna { $column }
core-setup-unknown-variant = `{ $text }`, en la columna { $column }, no es ni el nombre de una variante ni una fila
# $found y $expected son títulos de juegos (core-variant-…).
core-setup-wrong-variant = la posición es de { $found }, no de { $expected }
core-setup-rank-count = el texto de posición debería tener { $expected } filas separadas por `/`, pero tiene { $found }
core-setup-rank-width = la fila { $rank } (columna { $column }) debería describir { $expected ->
    [one] { $expected } casilla
   *[other] { $expected } casillas
}, pero describe { $found }
core-setup-bad-char = carácter inesperado `{ $character }` en la columna { $column } (las piezas son K, M, k, m; los árboles, T; las cifras cuentan casillas vacías)
core-setup-bad-empty-count = el número de casillas vacías `{ $text }`, en la columna { $column }, debe estar entre 1 y { $max }
core-setup-bad-side = el bando al que le toca mover, `{ $text }`, en la columna { $column }, debe ser `w` o `b`
core-setup-bad-castle-moves = el número de movimientos de castillo de las { $color ->
    [white] blancas
   *[black] negras
}, `{ $text }`, en la columna { $column }, debe ser 0, 1 o 2
core-setup-bad-move-number = el número de jugada `{ $text }`, en la columna { $column }, debe ser un número entero a partir de 1

## Posiciones que no se pueden jugar
# $first y $second son las casillas del castillo.
core-position-two-in-own-castle = dos piezas { $color ->
    [white] blancas
   *[black] negras
} en el propio castillo de { $side } ({ $first }, { $second })
core-position-too-many-pieces = { $side } tienen { $count } piezas; un bando tiene como máximo { $max }
core-position-off-board = hay una pieza en { $square }, que no es ninguna casilla de este tablero
core-position-tree-square = hay un árbol en { $square }, donde no se puede plantar ningún árbol
core-position-tree-count = las { $color ->
    [white] blancas
   *[black] negras
} han plantado { $count ->
    [one] { $count } árbol
   *[other] { $count } árboles
}; un bando no planta ninguno o planta los { $trees }
core-position-tree-order = los árboles están fuera de turno: primero plantan las blancas, luego las negras, y después mueven las blancas
