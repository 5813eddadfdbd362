# editor
