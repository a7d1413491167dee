class mod { include mod::sub
 notify { 'mod': } }
