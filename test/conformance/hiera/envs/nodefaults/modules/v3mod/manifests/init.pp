class v3mod {}
