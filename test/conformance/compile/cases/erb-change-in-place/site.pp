include mod
