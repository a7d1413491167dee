type Port = Integer[1, 65535]
type Port = String
