include sw
