type Port = Integer[1, 65535]
type Ports = Array[Port, 1]
class svc(Ports $ports = [80, 443]) { notify { "p": message => $ports } }
include svc
notify { "t": message => [80 =~ Port, 70000 =~ Port, String(Ports)] }
notify { "u": message => ["${Ports}", [Ports, Port], String(Optional[Port]), String(Variant[Port, String]), String(Data)] }
