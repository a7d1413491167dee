class a { if $x { 1 } }
