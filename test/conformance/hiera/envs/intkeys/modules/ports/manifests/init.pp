class ports {}
