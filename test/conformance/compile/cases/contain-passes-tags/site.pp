# A class contained in Class[main] takes main's tags when the compilation finishes (containment
# passes tags down); an included or required one only has those main had when it was declared.
class c2 { notify { 'in-c2': } }
class c3 { }
class c4 { notify { 'in-c4': } }
tag 'beta'
require c2
include c3
contain c4
tag 'web'
