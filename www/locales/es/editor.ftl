# editor
# El editor de posiciones (#/editor): el tablero, la paleta de piezas, las comprobaciones de las
# reglas, los campos del texto de posición y los enlaces para jugar, analizar, compartir o insertar la posición.
# Notas para quien traduzca:
# - Los nombres de casillas (F1, G9), el texto de posición y los nombres de las teclas (1–5, Tab,
#   Enter, Space, Delete, Backspace) no se traducen.
# - $side es el nombre de un bando tal como lo traduce app.ftl («las blancas», en minúscula y con verbo en plural);
#   $possessive lo mismo («de las blancas»); $color es "white" o "black", para los selectores.
# - $variant es el nombre de un juego (Camelot, Camette…), de core.ftl.
# - $why es un motivo de las comprobaciones de las reglas (core.ftl), normalmente en minúscula.

## La página
editor-mode = Editor de posiciones
editor-board-area = Tablero
editor-tools = Piezas y comprobaciones
editor-palette = Pieza que colocar en el tablero
editor-clear = Vaciar el tablero
editor-start = Posición inicial
editor-flip = Girar el tablero
editor-setup-title = Preparar una posición
editor-keyboard = Teclado
# Cómo preparar el tablero con el dedo.
editor-help-touch = Toca una casilla para poner ahí la pieza elegida (vuelve a tocarla para quitarla).
    Arrastra una pieza para moverla; para quitarla, sácala del tablero o mantén el dedo sobre ella.
# Cómo preparar el tablero con el ratón.
editor-help-mouse = Pulsa una casilla para poner ahí la pieza elegida (vuelve a pulsarla para quitarla).
    Arrastra una pieza para moverla; para quitarla, sácala del tablero o pulsa sobre ella con el botón derecho.
    Arrastra desde la paleta para poner una pieza donde quieras.
editor-keys = Las teclas 1–5 eligen una pieza: 1 peón blanco, 2 caballero blanco, 3 peón negro, 4 caballero negro, 5 (o 0) el borrador.
    Con Tab llegas al tablero, te mueves con las flechas y pulsas Enter o Space para poner la pieza (otra vez para quitarla);
    Delete o Backspace vacía la casilla.

## La paleta
editor-piece-white-man = Peón blanco
editor-piece-white-knight = Caballero blanco
editor-piece-black-man = Peón negro
editor-piece-black-knight = Caballero negro
editor-piece-eraser = Borrador
# La descripción emergente de un botón de la paleta: «Peón blanco (tecla 1)».
editor-tool-title = { $tool } (tecla { $key })

## Las comprobaciones
editor-verdict-empty = El tablero está vacío: elige una pieza y { $verb } casillas para colocarla.
# Antes de la lista de problemas.
editor-verdict-broken = Esta posición incumple las reglas ({ $n ->
    [one] { $n } problema
   *[other] { $n } problemas
}):
# Una partida terminada: $text es uno de los mensajes editor-decided-….
editor-verdict-decided = { $text }.
# Por qué las reglas prohíben un problema de la posición.
editor-why-own-castle = Una pieza solo entra en su propio castillo saltando y debe salir en su siguiente jugada, así que ninguna partida llega a esta posición.
editor-why-too-many = Un bando nunca tiene más piezas que al principio (14 en Camelot: 4 caballeros y 10 peones).
editor-why-off-board = Las piezas solo pueden estar en las casillas del tablero.
editor-why-trees = Cada bando planta sus árboles en sus propias casillas de árbol, primero las blancas, antes de la primera jugada.
# La partida ya ha terminado en la posición: $winner ha ganado a $loser.
editor-decided-castle = Ganan { $winner }: dos piezas en el castillo de { $loser_possessive }
editor-decided-captured = Ganan { $winner }: a { $loser } no les quedan piezas
editor-decided-blocked = Ganan { $winner }: les toca a { $loser } y no tienen ninguna jugada legal
# Tablas: les toca a $side y no pueden mover, $other tienen menos de dos piezas.
editor-decided-draw-blocked = Tablas: les toca a { $side }, que no tienen ninguna jugada legal, y { $other } tienen menos de dos piezas
editor-decided-draw-reduced = Tablas: ambos jugadores tienen como mucho una pieza
# Otro final; $outcome es el resultado en palabras (core.ftl).
editor-decided-other = La partida ha terminado: { $outcome }
editor-playable = Juegan { $side }.
# $role es la pieza que está en el castillo: "man" (peón) o "knight" (caballero).
editor-playable-leave-castle = Juegan { $side }. { $role ->
    [man] El peón
    [knight] El caballero
   *[piece] La pieza
} de { $square } debe salir primero del castillo de { $possessive }.
editor-playable-capture = Juegan { $side }. La captura es obligatoria.
# La línea de recuentos: «Piezas de las blancas: 4 caballeros, 10 peones · Piezas de las negras: 1 peón» ($knights y $men son
# count-knights y count-men de app.ftl).
editor-counts-both = { $knights }, { $men }
editor-counts-none = ninguna pieza
editor-counts-side = Piezas de { $side }: { $list }
# Más piezas de las que puede tener un bando: $total es cuántas.
editor-counts-side-over = Piezas de { $side }: { $list } ({ $total })
editor-counts = { $white } · { $black }

## Lo que los cambios del tablero dicen a los lectores de pantalla ($piece es un nombre
## editor-piece-…; las frases evitan la concordancia de género, pues puede ser peón o pieza)
editor-announce-put = { $piece } en { $square }.
editor-announce-emptied = Casilla { $square } vacía.
editor-announce-moved = { $piece } de { $from } a { $to }.
editor-announce-removed = { $piece } de { $square }: fuera del tablero.
editor-announce-variant = Tablero de { $variant }, posición inicial.

## Los campos
editor-castle-moves = Movimientos de castillo usados por { $possessive }
editor-game = Juego
editor-game-title = Otro juego de la familia empieza desde su posición inicial
# Ante una lista con «las blancas» y «las negras».
editor-turn = Turno de
editor-move-number = Número de jugada
editor-position-text = Texto de posición
# Tras «Texto de posición» (empieza con un espacio).
editor-position-text-help = { " " }— edítalo aquí o pega otro
editor-copy-position = Copiar el texto de posición
editor-not-read = No se pudo leer: { $why }. El tablero conserva su posición hasta que el texto se pueda leer.

## Jugar y analizar
editor-play-title = Jugar desde aquí
# Antes de elegir el nivel (deja el espacio del final).
editor-level = Nivel del ordenador{ " " }
editor-play-side = Jugar con { $side } contra el ordenador
editor-play-two = Dos jugadores
editor-analyse = Analizar
editor-analyse-why-not = Corrige los problemas de arriba para analizar esta posición.
editor-why-not-empty = Primero coloca algunas piezas.
editor-why-not-broken = Corrige los problemas de arriba para jugar desde esta posición.
editor-why-not-decided = En esta posición la partida ya ha terminado.
# $verb es «Pulsa» o «Toca» (choose-click-cap, choose-touch-cap de app.ftl).
editor-play-help = { $verb } un botón: la página de juego se abre en esta posición (pregunta antes de sustituir una partida en curso).

## Compartir
editor-share-title = Compartir
editor-share-link = Enlace para jugar esta posición
editor-share-link-help = Abre la página de juego en esta posición.
editor-embed-options = Opciones de inserción
editor-embed-options-title = Opciones de inserción:
# Antes de una elección (deja el espacio del final).
editor-embed-bottom = Abajo{ " " }
editor-embed-colours = Colores{ " " }
editor-embed-light = Claros
editor-embed-dark = Oscuros
# Tras una casilla de verificación (empieza con un espacio).
editor-embed-interactive = { " " }Los visitantes pueden hacer jugadas
editor-embed = Insertar esta posición
editor-embed-help = Pégalo en una página web para mostrar el tablero.
# El título del marco del tablero insertado en otro sitio.
editor-embed-frame-title = Posición de { -game-name }
editor-share-none = Los enlaces y el código para insertar necesitan una posición que cumpla las reglas.
editor-link = Enlace a esta posición en el editor
editor-link-help = Abre el editor con esta posición, aunque todavía se esté corrigiendo.

## Mensajes
editor-saved-unreadable = No se pudo leer la posición guardada del editor ({ $why }); se muestra la posición inicial.
editor-link-unreadable = No se pudo leer la posición del enlace: { $why }. El editor muestra la posición inicial;
    corrige el texto de abajo o prepara el tablero.
editor-restore-version = una versión desconocida, { $version }
editor-restore-bad-text = texto de posición no válido: { $why }
