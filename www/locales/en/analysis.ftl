# analysis
