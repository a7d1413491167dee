# `require` at top scope makes Class[main] require the class, as anywhere else.
class a { notify { 'in-a': } }
require a
notify { 'top': }
