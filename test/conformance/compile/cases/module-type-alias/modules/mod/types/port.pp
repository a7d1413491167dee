type Mod::Port = Integer[1, 65535]
