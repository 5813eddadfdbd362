# rules
# La página de referencia de las reglas (#/rules): todas las reglas de Camelot con las palabras
# de la aplicación, sus variantes y la notación, con pequeños diagramas del tablero.
# Notas para quien traduzca:
# - Los nombres de casillas (F7, D13), las columnas y filas (A a L, 1 a 16) y las jugadas
#   (E4-E6-G8-I8, E4xE6xE8) son iguales en todos los idiomas: no se tocan.
# - Un argumento $variant es el nombre de un juego tal como lo da su propio catálogo (Camelot,
#   Chivalry, River Camelot…).
# - Algunos párrafos contienen un enlace o un trozo de código: llegan como argumentos ($course,
#   $square…), para que la frase los coloque donde necesite. Sus propias palabras, si las
#   tienen, son mensajes aparte (nombrados en el comentario).
# - Un elemento de lista que empieza con un término en negrita («Movimiento simple.») son dos
#   mensajes: el término (…-term) y el texto que le sigue (la página pone un espacio entre ellos).

## La página
rules-title = Las reglas de Camelot
# $course es un enlace al curso; sus palabras son rules-intro-course.
rules-intro = Estas son las reglas de la World Camelot Federation, tal como las juega este programa, contadas con nuestras palabras.
    ¿Prefieres aprender jugando? Haz el { $course }.
rules-intro-course = curso de reglas

## Diagramas
rules-diagram-error = No se pudo dibujar este diagrama.
rules-diagram-start = La posición inicial.
# El diagrama de River Camelot: antes de la primera jugada cada bando planta tres árboles.
rules-diagram-river-start = El comienzo, después de que cada bando plantara tres árboles.
# $canter es una jugada (E4-E6-G8-I8).
rules-diagram-canter = Un galope encadenado y con giros: { $canter }.
# $jumps es una jugada (E4xE6xE8).
rules-diagram-jumps = Una cadena de dos saltos: { $jumps }.
# $charge es una jugada (E4-E6xE8).
rules-diagram-charge = Una carga del caballero: { $charge }.
# $canter y $step son jugadas (E14-G16, F15-F16).
rules-diagram-castle = Dos formas de entrar en el castillo de las negras: { $canter } (un galope que termina ahí) y { $step }.

## Tablero y piezas
rules-board-heading = Tablero y piezas
rules-board-squares = El tablero tiene 160 casillas: columnas de la A a la L, filas del 1 al 16. Las filas 1 y 16 solo tienen las dos
    casillas F y G: son los castillos. Las filas 2 y 15 van de la C a la J, las filas 3 y 14 de la B a la K,
    y las filas 4 a 13 de la A a la L.
rules-board-pieces = El castillo de las blancas es F1 y G1; el de las negras, F16 y G16. Cada jugador empieza con cuatro caballeros y diez peones
    en el centro del tablero. Empiezan las blancas; después los jugadores se turnan, una jugada cada uno.

## Los cuatro tipos de jugada
rules-moves-heading = Los cuatro tipos de jugada
rules-move-plain-term = Movimiento simple.
rules-move-plain = Un paso a una casilla vecina vacía, en cualquiera de las ocho direcciones.
rules-move-canter-term = Galope.
rules-move-canter = Un brinco sobre una de tus propias piezas contigua a la tuya, en línea recta, hasta la casilla vacía
    de detrás. Los galopes se pueden encadenar y pueden girar entre brinco y brinco; la pieza puede detenerse tras cualquier brinco. Nadie está obligado nunca a galopar.
    Las piezas sobre las que se brinca se quedan donde están.
rules-move-jump-term = Salto.
rules-move-jump = Un brinco sobre una pieza enemiga contigua a la tuya hasta la casilla vacía de detrás. La pieza enemiga queda capturada
    y se retira en el acto. Tras saltar, la pieza debe seguir saltando mientras pueda, en cualquier dirección; cuando hay varias cadenas posibles,
    se puede elegir cualquiera, no necesariamente la más larga.
rules-move-charge-term = Carga del caballero.
rules-move-charge = Solo los caballeros: uno o más galopes seguidos de uno o más saltos, en ese orden, en una sola jugada.

## Obligaciones
rules-duties-heading = Obligaciones
rules-duty-capture-term = La captura es obligatoria.
rules-duty-capture = Si alguna de tus piezas puede saltar, tu jugada debe capturar: una cadena de saltos de cualquier
    pieza, o una carga de cualquier caballero (que puede capturar otra pieza distinta).
rules-duty-knight-term = La obligación del caballero.
rules-duty-knight = Un caballero cuyo galope cae en una casilla desde la que podría saltar debe capturar
    en la misma jugada, desde ahí o galopando más y capturando después. Esto vale aunque al empezar el turno
    no hubiera ninguna captura posible. Los peones no tienen esta obligación.

## Castillos
rules-castles-heading = Castillos
rules-castle-own-term = Tu propio castillo.
rules-castle-own = Ningún movimiento simple ni galope puede entrar en él; solo un salto (o los saltos de una carga) puede
    caer ahí, y la pieza debe seguir saltando hacia fuera si puede.
rules-castle-leave-term = Salir de él.
rules-castle-leave = Una pieza que terminó su jugada en su propio castillo debe salir en el siguiente turno de su dueño, y
    esa jugada la debe hacer esa pieza, sean cuales sean las capturas posibles en otro sitio. Si puede salir saltando, debe hacerlo; si no,
    sale con un paso o un galope.
rules-castle-enemy-term = El castillo rival.
rules-castle-enemy = Una pieza que entra en él ya nunca sale. Cualquier jugada termina en cuanto la pieza cae
    en él. Dentro, su única jugada es el movimiento de castillo, un paso a la otra casilla del castillo; cada jugador puede hacer como mucho dos movimientos
    de castillo por partida, y no mientras una captura sea obligatoria.

## Final de la partida (una lista numerada: rules-choice-no-move-in-castle remite a su 4.º punto)
rules-end-heading = Final de la partida
rules-end-intro = Se comprueba tras cada jugada:
rules-end-castle = Gana el jugador que tiene dos piezas en el castillo rival.
rules-end-material = Si a ambos jugadores les queda como mucho una pieza, la partida termina en tablas.
rules-end-captured = Gana el jugador que ha capturado todas las piezas enemigas y conserva al menos dos.
rules-end-no-move = Pierde el jugador al que le toca mover y no tiene ninguna jugada legal, si su rival tiene dos piezas o más.

## Donde el texto oficial calla
rules-choices-heading = Donde el texto oficial calla: nuestras decisiones
rules-choice-revisit = Un galope no puede caer en una casilla por la que ya pasó en la misma jugada, incluida la casilla de partida.
    (Una cadena de saltos sí puede, porque las piezas que capturó ya no están.)
rules-choice-paths = Una jugada es su recorrido completo: dos recorridos hasta la misma casilla son dos jugadas distintas.
# «la regla 4 de arriba» es el 4.º punto de la lista de «Final de la partida» (rules-end-no-move).
rules-choice-no-move-in-castle = Si la pieza que debe salir de su propio castillo no tiene ninguna jugada legal, su jugador no tiene ninguna jugada legal y se aplica la regla 4 de arriba.
rules-choice-knight-duty = La obligación del caballero se cumple con cualquier captura posterior en la misma jugada, aunque sea de la misma pieza enemiga desde otra casilla.
rules-choice-no-move-draw = Si un jugador no tiene ninguna jugada legal y su rival tiene menos de dos piezas, la partida termina en tablas.
rules-choice-repetition = Regla de la casa, activada por defecto: la tercera vez que se da la misma posición, con el mismo jugador al turno y los mismos
    movimientos de castillo gastados, es tablas. Las reglas oficiales no tienen esta regla.

## Notación
rules-notation-heading = Notación
# $square es el nombre de una casilla (F7); $step y $jump son los signos "-" y "x" de la notación,
# cada uno mostrado como código.
rules-notation-intro = Las casillas se escriben así: { $square }. Una jugada indica su casilla de partida y cada casilla de llegada, con
    { $step } delante de la llegada de un paso o un galope y { $jump } delante de la llegada de un salto:
# La tabla de ejemplos: cada uno describe la jugada de al lado (C8-D9, E6-C8-A8, H4xJ4xL6,
# F6-F8-H8xH10xJ12, F16-G16).
rules-notation-plain = un movimiento simple
rules-notation-canter = un galope de dos brincos
rules-notation-jumps = dos saltos, que capturan dos piezas
rules-notation-charge = una carga del caballero: dos galopes y luego dos saltos
rules-notation-castle = un movimiento de castillo
# $record son las jugadas de un registro de partida (1. F7-F8 F10-F9 2. E7-E8) y $tag una línea de
# etiqueta ([White "Player"]), cada uno mostrado como código, tal como los tiene un archivo de registro.
rules-notation-records = Los registros de partidas enumeran las jugadas numeradas, como { $record }, tras líneas de etiqueta como { $tag }.

## La familia Camelot (una sección por variante)
rules-variants-heading = La familia Camelot
rules-variants-intro = Las mismas jugadas en otros tableros, o con otros objetivos. Todo lo que no se indica para un juego es como en Camelot.
    Empieza una partida desde Nueva partida en la página de juego.
# La descripción de una línea de una variante: $variant es su nombre, $summary su descripción (del
# propio catálogo de las variantes).
rules-variant-summary = { $variant }: { $summary }.
# El botón que empieza una partida de la variante.
rules-variant-play = Jugar a { $variant }

# Lo que cambia respecto a Camelot, un elemento de lista cada cosa.
rules-chivalry-board = El tablero tiene 176 casillas: columnas de la A a la N. Las filas 1 y 16 son los castillos, G y H; las filas 2 y 15 van de la D a la K,
    la 3 y la 14 de la C a la L, la 4 y la 13 de la B a la M, y las filas 5 a 12 de la A a la N.
rules-chivalry-pieces = Cada bando tiene 8 caballeros y 12 peones: las blancas en las filas 6 y 7, las negras en la 10 y la 11.
rules-chivalry-rules = Todas las reglas son las de Camelot.

rules-cam-board = El tablero tiene 67 casillas, columnas de la A a la G y filas del 1 al 13; cada castillo es una sola casilla, D1 y D13.
rules-cam-pieces = Cada bando tiene 2 caballeros y 5 peones.
rules-cam-castle = Una sola pieza en el castillo rival gana en el acto; no hay movimientos de castillo.
rules-cam-capture = Capturar todas las piezas enemigas gana, por pocas piezas que queden; con una pieza contra una se sigue jugando.
rules-cam-no-move = El jugador que no tiene ninguna jugada legal pierde.

rules-camette-board = El tablero más pequeño: 23 casillas, columnas de la A a la E y filas del 1 al 7; los castillos son C1 y C7.
rules-camette-pieces = Cada bando tiene 1 caballero y 3 peones.
rules-camette-rules = Las reglas son las de Cam: una pieza en el castillo rival gana, no hay movimientos de castillo, capturar todas las piezas enemigas
    gana, no hay tablas por material y el jugador sin ninguna jugada legal pierde.

rules-all-knighter-pieces = Camelot con todas las piezas caballeros: las 14 piezas de cada bando pueden hacer la carga, y todas tienen la obligación del caballero.

# D7–D8 e I9–I10 son los dos puentes, de dos casillas cada uno.
rules-river-river = Un río de 28 casillas cruza el tablero de Camelot. Ninguna pieza puede entrar en una casilla de río ni brincar sobre ella;
    sus dos puentes, D7–D8 e I9–I10 (de dos casillas cada uno), son casillas normales.
rules-river-start = Las piezas empiezan dos filas más cerca de su propio castillo.
# C3,F6,K5 es como se escribe una jugada que planta tres árboles.
rules-river-trees = Antes de la primera jugada, cada jugador planta tres árboles en casillas de árbol de su propio lado, primero las blancas, con una
    jugada cada uno (escrita C3,F6,K5). Un árbol bloquea como el río: nada puede caer en él ni brincar sobre él.

rules-anti-goals = El tablero, las piezas y las jugadas de Camelot, con los objetivos al revés.
rules-anti-win = Ganas cuando no tienes ninguna jugada legal en tu turno, o cuando tu rival mete una pieza en tu castillo.
rules-anti-capture = La captura sigue siendo obligatoria, así que un salto forzado puede llevar una pieza al castillo rival, y perder.
rules-anti-rules = No hay movimientos de castillo ni tablas por material, y capturar todas las piezas enemigas no da la victoria.

## Los enlaces al final de la página
rules-play-game = Jugar una partida
rules-take-course = Hacer el curso
