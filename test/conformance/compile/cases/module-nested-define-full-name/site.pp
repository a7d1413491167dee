include ssl::keys
