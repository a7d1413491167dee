define d() { notify { "n-${title}": } }
class web::front { d { 'x': } }
include web::front
