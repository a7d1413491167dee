class v4mod {}
